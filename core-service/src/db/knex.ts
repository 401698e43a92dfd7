// One knex instance per process (or per test): PostgreSQL through `pg` when DATABASE_URL is set,
// otherwise embedded PGlite (persisted under PGLITE_DIR, or in memory). Identifiers are mapped
// snake_case <-> camelCase, so code and objection models are camelCase.
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from '@chess-portal/service-kit';
import { knex, type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { knexSnakeCaseMappers } from 'objection';

export type Db = Knex;
/** Where a query runs: the database, or the caller's transaction. */
export type Executor = Db | Knex.Transaction;

export type DbOptions = {
  databaseUrl?: string;
  /** PostgreSQL only: the schema to use (tests create one per file). */
  searchPath?: string;
  pgliteDir?: string;
  /** An already created PGlite instance (tests load one from a migrated template). */
  pglite?: PGlite;
  /** knex's own warnings as JSON lines; a failed connection attempt at debug (waitForDatabase logs it) */
  logger?: Logger;
};

const text = (message: unknown) => (typeof message === 'string' ? message : JSON.stringify(message));

function knexLog(logger: Logger): Knex.Config['log'] {
  return {
    warn: (message: unknown) => {
      const line = text(message);
      if (line.startsWith('Acquire connection error'))
        logger.debug({ knex: line.split('\n')[0] }, 'knex: connection failed');
      else logger.warn({ knex: line }, 'knex warning');
    },
    error: (message: unknown) => logger.error({ knex: text(message) }, 'knex error'),
    deprecate: (message: unknown) => logger.warn({ knex: text(message) }, 'knex deprecation'),
    debug: (message: unknown) => logger.debug({ knex: text(message) }, 'knex debug'),
  };
}

export function createDb(options: DbOptions): Db {
  const mappers = knexSnakeCaseMappers();
  if (options.databaseUrl) {
    return knex({
      client: 'pg',
      connection: options.databaseUrl,
      searchPath: options.searchPath ? [options.searchPath] : undefined,
      pool: { min: 0, max: 10 },
      ...(options.logger ? { log: knexLog(options.logger) } : {}),
      ...mappers,
    });
  }
  const { pglite, pgliteDir } = options;
  // knex-pglite forces a single connection and refuses a `pool` option (TOOLCHAIN.md).
  const connection = pglite ? () => ({ pglite }) : pgliteDir ? { filename: pgliteDir } : {};
  return knex({
    client: ClientPgLite as unknown as typeof knex.Client,
    dialect: 'postgres',
    connection: connection as Knex.StaticConnectionConfig,
    ...mappers,
  });
}

/** True when the database answers. */
export async function pingDb(db: Db): Promise<boolean> {
  await db.raw('select 1');
  return true;
}

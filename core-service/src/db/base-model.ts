// Base of every objection model. Identifier mapping (snake_case columns <-> camelCase properties)
// is done once on the knex instance (knexSnakeCaseMappers in db/knex.ts). Queries always name the
// database they run on — `Model.query(db)` or `Model.query(trx)` — so one process can hold several
// databases (tests) and PGlite's single connection is never waited on from inside a transaction.
import type { Knex } from 'knex';
import { Model } from 'objection';

/** objection's own default: the relations of a graph fetch on the pool are read up to 4 at once. */
const POOL_CONCURRENCY = 4;

export class BaseModel extends Model {
  /** jsonb columns to (de)serialize; text[] columns must NOT be listed (pg sends arrays natively). */
  static jsonAttributes: string[] = [];

  /**
   * How many queries objection sends at once for one graph fetch (withGraphFetched('[a, b, c]')): one
   * on a transaction, which is one connection. Several at once there made pg queue them on its client
   * with the DeprecationWarning "Calling client.query() when the client is already executing a query"
   * (pg 9 refuses it).
   */
  static getConcurrency(knex?: Knex): number {
    return (knex as { isTransaction?: boolean } | undefined)?.isTransaction ? 1 : POOL_CONCURRENCY;
  }
}

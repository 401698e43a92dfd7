// Fresh, already migrated in-memory PGlite databases for tests. Creating and migrating an instance
// costs ~3 s, loading a dumped data directory ~0.4 s (TOOLCHAIN.md), so the migrated template is
// dumped once to a file in the temp folder — keyed by the migrations' content, built by jest's
// globalSetup (test/support/global-setup.ts) before any worker starts, read once per worker — and
// each database is loaded from it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createDb } from './knex';
import { migrateLatest, migrationNames } from './migrate';

const migrationsDir = path.resolve(__dirname, '..', '..', 'migrations');

/** PGlite's package.json (its `exports` hide it from require), so a new PGlite makes a new template. */
function pgliteManifest(): Buffer {
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return readFileSync(path.join(dir, 'package.json'));
}

function fingerprint(): string {
  const hash = createHash('sha256');
  hash.update(pgliteManifest());
  for (const name of migrationNames) hash.update(name).update(readFileSync(path.join(migrationsDir, `${name}.ts`)));
  hash.update(readFileSync(path.join(__dirname, 'migration-helpers.ts')));
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(file: string): Promise<Blob> {
  const pglite = new PGlite();
  const db = createDb({ pglite });
  try {
    await migrateLatest(db);
    const dump = await pglite.dumpDataDir('none');
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, Buffer.from(await dump.arrayBuffer()));
    await rename(temp, file); // atomic: concurrent workers never read a half-written file
    return dump;
  } finally {
    await db.destroy();
    if (!pglite.closed) await pglite.close();
  }
}

const templateFile = () => path.join(os.tmpdir(), `csa-core-pglite-${fingerprint()}.tar`);

/** Builds the template file unless it exists (jest globalSetup); returns its path. */
export async function ensureMigratedTemplate(): Promise<string> {
  const file = templateFile();
  if (!existsSync(file)) await buildTemplate(file);
  return file;
}

let template: Promise<Blob> | undefined;

function templateDump(): Promise<Blob> {
  template ??= (async () => {
    const file = templateFile();
    if (existsSync(file)) return new Blob([await readFile(file)]);
    return buildTemplate(file);
  })();
  // a failure is not cached: the next test file tries again instead of failing with a stale error
  template.catch(() => (template = undefined));
  return template;
}

/** A new in-memory PGlite holding the fully migrated schema (and the migration-seeded rows). */
export async function loadMigratedPglite(): Promise<PGlite> {
  const pglite = new PGlite({ loadDataDir: await templateDump() });
  await pglite.waitReady;
  return pglite;
}

// The versions of the read model's views (the view_versions rows, bumped by triggers in the writing
// transaction, see migrations/20261124120000_create_view_versions.ts), known in memory while this
// process listens for their NOTIFY, read from the rows otherwise:
// - PostgreSQL: a dedicated `pg` connection LISTENs on `view_versions`; when it drops, every known version
//   is forgotten (reads go to the rows) until it listens again.
// - PGlite: one database in this process; its own listen() delivers a commit's notifications before the
//   COMMIT answers, so a write is seen at once by every reader of that database.
// A key never seen is read from its row once (0 when never bumped) and then kept until notified. Versions
// only grow, so a row read racing a notification keeps the larger one.
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from '@chess-portal/service-kit';
import type { Knex } from 'knex';
import pg from 'pg';
import type { Db } from '../db/knex';

export const VIEW_VERSIONS_CHANNEL = 'view_versions';
/** Known versions kept at most; past it they are forgotten (and read from the rows again). */
const MAX_KNOWN = 100_000;
const RECONNECT_MS = 1000;
/** How long a write waits for its own notifications to come back (fence) before answering anyway. */
const FENCE_TIMEOUT_MS = 500;

type Listener = { close(): Promise<void> };

/** A bump seen by this process's listener, or `lost` when listening stopped (bumps may have been missed). */
export type VersionEvent = { type: 'bump'; key: string; version: number } | { type: 'lost' };

export class ViewVersions {
  private readonly known = new Map<string, number>();
  private schema = 'public';
  private listener?: Listener;
  private listeningNow = false;
  /** grows each time listening (re)starts: a row read that spans a restart is not kept */
  private generation = 0;
  private stopped = false;
  private reconnect?: NodeJS.Timeout;
  private readonly token = Math.random().toString(36).slice(2);
  private fenceSeq = 0;
  private readonly fences = new Map<number, () => void>();
  private readonly subscribers = new Set<(event: VersionEvent) => void>();

  constructor(
    private readonly db: Db,
    private readonly logger?: Logger,
  ) {}

  /** True while notifications arrive: known versions are current. */
  get listening(): boolean {
    return this.listeningNow;
  }

  /** Calls `fn` with every bump this process's listener sees, and once each time listening is lost. */
  subscribe(fn: (event: VersionEvent) => void): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  private emit(event: VersionEvent): void {
    for (const fn of this.subscribers) {
      try {
        fn(event);
      } catch (err) {
        this.logger?.warn({ err }, 'read model: a version subscriber failed');
      }
    }
  }

  /** Starts listening (after migrations: the table and triggers exist). Reads go to the rows until then. */
  async start(): Promise<void> {
    this.stopped = false;
    const [row] = (await this.db.raw('select current_schema() as schema')).rows as { schema: string }[];
    this.schema = row.schema;
    await this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnect);
    this.lost();
    await this.listener?.close().catch(() => undefined);
    this.listener = undefined;
  }

  /** The versions of `keys`: from memory while listening, otherwise (or when unknown) from the rows. */
  async of(keys: readonly string[]): Promise<number[]> {
    if (this.listeningNow) {
      const hits = keys.map((key) => this.known.get(key));
      if (hits.every((v) => v !== undefined)) return hits as number[];
    }
    const generation = this.listeningNow ? this.generation : -1;
    const rows = (await this.db('view_versions').select('key', 'version').whereIn('key', keys)) as {
      key: string;
      version: string | number;
    }[];
    const read = new Map(rows.map((r) => [r.key, Number(r.version)]));
    return keys.map((key) => {
      const version = read.get(key) ?? 0;
      // kept only if this process listened for the whole read: a notification is then never missed
      return generation === this.generation && this.listeningNow ? this.remember(key, version) : version;
    });
  }

  /**
   * After a write on PostgreSQL: resolves once this process's listener has seen everything committed
   * before now (its own NOTIFY, sent after the write's, comes back after it), so the writer's next read
   * on this instance sees the write. Immediate on PGlite (delivered before COMMIT answers) and while not
   * listening (reads go to the rows).
   */
  async fence(): Promise<void> {
    if (!this.listeningNow || !(this.listener instanceof PgListener)) return;
    const seq = ++this.fenceSeq;
    const seen = new Promise<void>((resolve) => {
      this.fences.set(seq, resolve);
      setTimeout(resolve, FENCE_TIMEOUT_MS).unref();
    });
    try {
      await this.db.raw('select pg_notify(?, ?)', [VIEW_VERSIONS_CHANNEL, `${this.schema} fence ${this.token}:${seq}`]);
      await seen;
    } catch (err) {
      this.logger?.warn({ err }, 'read model: fence failed');
    } finally {
      this.fences.delete(seq);
    }
  }

  private remember(key: string, version: number): number {
    // a key never bumped (version 0: a player without registrations, a user never updated) is kept too,
    // or every read of it would go to the rows again
    const current = this.known.get(key);
    if (current !== undefined && version <= current) return current;
    if (this.known.size >= MAX_KNOWN) this.known.clear();
    this.known.set(key, version);
    return version;
  }

  /** '<schema> <key> <version>' (or '<schema> fence <token>:<seq>'); other schemas' are not ours. */
  private notified(payload: string | undefined): void {
    const [schema, key, version] = (payload ?? '').split(' ');
    if (schema !== this.schema || !key) return;
    if (key === 'fence') {
      const [token, seq] = (version ?? '').split(':');
      if (token === this.token) this.fences.get(Number(seq))?.();
      return;
    }
    const v = Number(version);
    if (!Number.isFinite(v)) return;
    this.remember(key, v);
    this.emit({ type: 'bump', key, version: v });
  }

  private lost(): void {
    if (this.listeningNow) this.emit({ type: 'lost' });
    this.listeningNow = false;
    this.known.clear();
    for (const resolve of this.fences.values()) resolve();
  }

  private async listen(): Promise<void> {
    const pglite = (this.db.client as { pglite?: PGlite }).pglite;
    try {
      this.listener = pglite
        ? await PgliteListener.open(pglite, (p) => this.notified(p))
        : await PgListener.open(
            this.db,
            (p) => this.notified(p),
            () => this.dropped(),
          );
      this.known.clear();
      this.generation += 1;
      this.listeningNow = true;
    } catch (err) {
      this.logger?.warn({ err }, 'read model: LISTEN failed; reading versions from the rows');
      this.dropped();
    }
  }

  private dropped(): void {
    this.lost();
    if (this.stopped) return;
    this.listener?.close().catch(() => undefined);
    this.listener = undefined;
    clearTimeout(this.reconnect);
    this.reconnect = setTimeout(() => void this.listen(), RECONNECT_MS);
    this.reconnect.unref();
  }
}

class PgliteListener implements Listener {
  private constructor(private readonly unlisten: () => Promise<void>) {}

  static async open(pglite: PGlite, onPayload: (payload: string) => void): Promise<PgliteListener> {
    return new PgliteListener(await pglite.listen(VIEW_VERSIONS_CHANNEL, onPayload));
  }

  close(): Promise<void> {
    return this.unlisten();
  }
}

/** A dedicated connection (outside knex's pool) with the pool's connection settings. */
class PgListener implements Listener {
  private constructor(private readonly client: pg.Client) {}

  static async open(db: Db, onPayload: (payload: string | undefined) => void, onLost: () => void): Promise<PgListener> {
    const { connection } = db.client.config as Knex.Config;
    const settings =
      typeof connection === 'string' ? { connectionString: connection } : (connection as pg.ClientConfig);
    const client = new pg.Client(settings);
    client.on('error', onLost);
    client.on('end', onLost);
    await client.connect();
    client.on('notification', (message) => onPayload(message.payload));
    await client.query(`LISTEN ${VIEW_VERSIONS_CHANNEL}`);
    return new PgListener(client);
  }

  async close(): Promise<void> {
    this.client.removeAllListeners('end');
    this.client.removeAllListeners('error');
    this.client.on('error', () => undefined);
    await this.client.end();
  }
}

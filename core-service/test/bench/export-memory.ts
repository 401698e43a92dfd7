// Bench (docs/performance.md, "Exports stream"): core's memory while it streams its largest CSV exports. Core
// runs in this process on PGlite (createTestCore) behind a real loopback server; one organizer gets a tournament
// of `registrations` players and `tournaments` tournaments of their own. Each export is downloaded to its end
// over HTTP while RSS is sampled every 10 ms; then, for comparison, the registrations are read in one query as
// the export did before it streamed. Prints one JSON line: rows, bytes, seconds and RSS (MB) before and at peak.
// Run: NODE_ENV=test npx tsx core-service/test/bench/export-memory.ts [registrations] [tournaments]
import http from 'node:http';
import { serveOnLoopback } from '@chess-portal/service-kit';
import { filteredRegistrations } from '../../src/registrations/services/registration-list-service';
import { createTestCore } from '../support/test-core';

const REGISTRATIONS = Number(process.argv[2] ?? 100_000);
const TOURNAMENTS = Number(process.argv[3] ?? 5_000);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const say = (text: string) => console.error(`${new Date().toISOString()} ${text}`);

/** Runs `work` while sampling RSS every 10 ms: its result, the RSS before and the highest seen. */
async function sampled<T>(work: () => Promise<T>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      result,
      seconds: +((performance.now() - started) / 1000).toFixed(2),
      rssBeforeMb: mb(before),
      rssPeakMb: mb(peak),
    };
  } finally {
    clearInterval(timer);
  }
}

/** GET `path` to its end, counting bytes and lines (the body is dropped as it arrives). */
function download(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number; lines: number }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines += 1;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, lines }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function main() {
  const core = await createTestCore({ now: new Date('2026-03-10T00:00:00Z') });
  const server = await serveOnLoopback(core.app);
  try {
    const { db } = core;
    const [{ id: organizerId }] = await db
      .table('users')
      .insert({ username: 'bench_organizer', email: 'bench.organizer@example.com', password: 'x', role: 'organizer' })
      .returning<{ id: string }[]>('id');
    await db.raw(
      `insert into tournaments (name, format, time_control, system, max_players, entry_fee, total_collected,
                                status, organizer_id, start_time, created_at)
       select 'Bench ' || g, 'rapid', '10+0', 'swiss', 2000000, 150, 150 * 20, 'completed', ?,
              timestamptz '2026-01-01' + g * interval '1 hour', now()
         from generate_series(1, ?) g`,
      [organizerId, TOURNAMENTS],
    );
    const [{ id: bigId }] = await db
      .table('tournaments')
      .where('organizer_id', organizerId)
      .orderBy('start_time', 'desc')
      .limit(1)
      .select('id');
    await db.raw(
      `insert into users (username, email, password, lichess_username)
       select 'bench_p' || g, 'bench.p' || g || '@example.com', 'x', 'BenchP' || g from generate_series(1, ?) g`,
      [REGISTRATIONS],
    );
    await db.raw(
      `insert into registrations (tournament_id, player_id, payment_status, payment_id, registered_at)
       select ?, id, 'approved', 'UTR' || substr(username, 8), now() from users where username like 'bench\\_p%'`,
      [bigId],
    );
    say('seeded');
    const headers = { authorization: `Bearer ${core.config.serviceToken}`, 'x-acting-user-id': organizerId };
    const registrations = await sampled(() =>
      download(`${server.url}/organizer/tournaments/${bigId}/export-csv`, headers),
    );
    say('registrations exported');
    const money = await sampled(() => download(`${server.url}/organizer/money/export.csv`, headers));
    say('money exported');
    const inOneQuery = await sampled(async () => (await filteredRegistrations(db, bigId, {})).length);
    console.log(
      JSON.stringify({
        batch: core.config.exportBatch ?? 500,
        registrationsCsv: { ...registrations.result, ...registrations, result: undefined },
        moneyCsv: { ...money.result, ...money, result: undefined },
        registrationsReadInOneQuery: { rows: inOneQuery.result, ...inOneQuery, result: undefined },
      }),
    );
  } finally {
    await server.close();
    await core.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});

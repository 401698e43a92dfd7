// Bench row (scripts/bench.mjs): core reconciles a 10,000-line statement against 2,000 pending
// registrations. Core runs in this process on PGlite (createTestCore); the HDFC CSV has 2,000 credits
// that pay the registrations and 8,000 others. Measured: the upload until the statement is read and
// matched (polling while it is parsed), then one read of the reconciliation; core's CPU time (this
// process and its parse worker), and peak RSS and heap sampled every 10 ms. Prints one JSON line.
// Run: NODE_ENV=test npx tsx core-service/test/bench/statement-reconcile.ts [lines] [registrations] (the test
// database helpers refuse to run otherwise)
import request from 'supertest';
import { Registration, Tournament, User } from '../../src/db/models';
import { statementCsv, type FixtureCredit } from '../support/statement-fixtures';
import { createTestCore } from '../support/test-core';

const LINES = Number(process.argv[2] ?? 10_000);
const REGISTRATIONS = Number(process.argv[3] ?? 2_000);
const CREATED = new Date('2026-03-01T04:00:00Z');
const PAID_AT = new Date('2026-03-02T04:00:00Z');
const utr = (n: number) => String(417000000000 + n);

async function main() {
  // BENCH_DATABASE_URL: core on that PostgreSQL (a schema of its own), so core's CPU is core's alone
  const core = await createTestCore({
    now: new Date('2026-03-10T00:00:00Z'),
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  });
  try {
    const organizer = await User.query(core.db).insert({
      username: 'bench_organizer',
      email: 'bench.organizer@example.com',
      password: 'x',
      role: 'organizer',
      upiId: 'bench@okaxis',
    });
    const tournament = await Tournament.query(core.db).insert({
      name: 'Bench Swiss',
      format: 'rapid',
      timeControl: '10+5',
      system: 'swiss',
      rounds: 5,
      maxPlayers: REGISTRATIONS + 10,
      entryFee: '150.00',
      lichessTeamSlug: null,
      startTime: new Date('2027-01-01T10:00:00Z'),
      organizerId: organizer.id,
      createdAt: CREATED,
    });
    for (let start = 0; start < REGISTRATIONS; start += 500) {
      const n = Math.min(500, REGISTRATIONS - start);
      const players = await User.query(core.db).insert(
        Array.from({ length: n }, (_, i) => ({
          username: `bench_p${start + i}`,
          email: `bench.p${start + i}@example.com`,
          password: 'x',
        })),
      );
      await Registration.query(core.db).insert(
        players.map((p, i) => ({
          tournamentId: tournament.id,
          playerId: p.id,
          paymentId: utr(start + i),
          registeredAt: new Date(PAID_AT.getTime() + (start + i) * 1000 - 60_000),
        })),
      );
    }
    // the credits: one per registration, then others (amounts and UTRs no registration has)
    const credits: FixtureCredit[] = Array.from({ length: LINES }, (_, i) => ({
      at: new Date(PAID_AT.getTime() + i * 1000),
      amount: i < REGISTRATIONS ? '150.00' : `${200 + (i % 700)}.00`,
      utr: utr(i < REGISTRATIONS ? i : 500_000 + i),
      payer: `Payer ${i}`,
      vpa: `payer${i}@okaxis`,
    }));
    const file = Buffer.from(statementCsv('hdfc', credits));

    const http = request(core.app.callback());
    const as = (r: request.Test) =>
      r.set('Authorization', `Bearer ${core.config.serviceToken}`).set('X-Acting-User-Id', organizer.id);
    let peakRss = process.memoryUsage().rss;
    let peakHeap = process.memoryUsage().heapUsed;
    const baseRss = peakRss;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 10);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const uploaded = await as(http.post('/organizer/statements?fileName=bench.csv'))
      .set('Content-Type', 'application/octet-stream')
      .send(file);
    if (uploaded.status !== 200 && uploaded.status !== 202)
      throw new Error(`upload answered ${uploaded.status}: ${JSON.stringify(uploaded.body)}`);
    const id = uploaded.body.upload.id as string;
    let view = uploaded.body;
    while (view.upload.status === 'parsing') {
      await new Promise((r) => setTimeout(r, 20));
      view = (await as(http.get(`/organizer/statements/${id}`))).body;
    }
    const readMs = performance.now() - t0;
    const t1 = performance.now();
    view = (await as(http.get(`/organizer/statements/${id}`))).body;
    const viewMs = performance.now() - t1;
    const cpu = process.cpuUsage(cpu0);
    clearInterval(sampler);
    if (view.upload.status !== 'done') throw new Error(`statement ${view.upload.status}: ${view.upload.message}`);
    console.log(
      JSON.stringify({
        lines: LINES,
        registrations: REGISTRATIONS,
        status: uploaded.status,
        credits: view.upload.creditsCount,
        matched: view.summary.matched,
        readMs: Math.round(readMs),
        viewMs: Math.round(viewMs),
        cpuMs: Math.round((cpu.user + cpu.system) / 1000),
        peakRssMb: Math.round(peakRss / 1048576),
        rssGrowthMb: Math.round((peakRss - baseRss) / 1048576),
        peakHeapMb: Math.round(peakHeap / 1048576),
        fileMb: Number((file.length / 1048576).toFixed(2)),
      }),
    );
  } finally {
    await core.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

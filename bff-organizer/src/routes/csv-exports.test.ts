// The CSV exports through bff-organizer against the real core, which reads them in batches of 7 here:
// core's bytes are passed on as a stream (chunked, no Content-Length, the same bytes core sent), with the
// download's headers; core's JSON errors before the first byte arrive as they are.
import { SETUP_BUDGET_MS, Tournament } from '@chess-portal/core-service/testing';
import os from 'node:os';
import supertest from 'supertest';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { SESSION_KEYS, startRealStack, type RealStack } from '@chess-portal/bff-player/test/support/real-stack';
import { createApp } from '../app';
import { createOrganizerCoreClient } from '../clients/core-client';

const N = 40;
let stack: RealStack;
let organizer: ReturnType<ReturnType<typeof createApp>['callback']>;
let cookies: string[];
let tournamentId: string;
let organizerId: string;
beforeAll(async () => {
  stack = await startRealStack();
  organizer = createApp({
    core: createOrganizerCoreClient(stack.coreOptions),
    sessionKeys: SESSION_KEYS,
    distDir: os.tmpdir(),
  }).callback();
  const { db, demo } = stack.core;
  organizerId = demo!.organizerId;
  const t = await Tournament.query(db).insert({
    name: 'Streamed Open',
    format: 'rapid',
    timeControl: '10+0',
    system: 'swiss',
    maxPlayers: 100,
    entryFee: '99.50',
    organizerId,
    startTime: new Date('2026-12-05T12:00:00.000Z'),
  });
  tournamentId = t.id;
  const players = await db
    .table('users')
    .insert(
      Array.from({ length: N }, (_, n) => ({
        username: `csv_pupil_${n}`,
        email: `csv${n}@school.example`,
        password: 'not-a-login',
      })),
    )
    .returning<{ id: string }[]>('id');
  await db.table('registrations').insert(
    players.map(({ id }, n) => ({
      tournament_id: tournamentId,
      player_id: id,
      payment_id: `UTR${n}`,
      registered_at: new Date(Date.UTC(2026, 10, 1, 0, n)),
    })),
  );
  stack.core.config.exportBatch = 7;
  cookies = await stack.signIn('organizer');
}, SETUP_BUDGET_MS);
afterAll(() => stack.close());

/** core's own answer to the same export (service token, acting as the demo organizer) */
const fromCore = (path: string) =>
  supertest(stack.core.app.callback())
    .get(path)
    .set('Authorization', `Bearer ${stack.coreOptions.serviceToken}`)
    .set('X-Acting-User-Id', organizerId);

describe('the CSV exports through bff-organizer', () => {
  it('stream the registrations as core writes them, with the download headers', async () => {
    const res = await request(organizer)
      .get(`/api/organizer/tournaments/${tournamentId}/export-csv`)
      .set('Cookie', cookies)
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="streamed_open_registrations.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(N + 1);
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(Array.from({ length: N }, (_, n) => `csv_pupil_${n}`));
    expect(res.text).toBe((await fromCore(`/organizer/tournaments/${tournamentId}/export-csv`).expect(200)).text);

    const filtered = await request(organizer)
      .get(`/api/organizer/tournaments/${tournamentId}/export-csv?q=csv_pupil_1`)
      .set('Cookie', cookies)
      .expect(200);
    // csv_pupil_1 and csv_pupil_10 … 19
    expect(filtered.text.trimEnd().split('\r\n')).toHaveLength(1 + 11);
  });

  it('stream the money view', async () => {
    const res = await request(organizer).get('/api/organizer/money/export.csv').set('Cookie', cookies).expect(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('\r\nStreamed Open,registration,');
    expect(res.text).toBe((await fromCore('/organizer/money/export.csv').expect(200)).text);
  });

  it("pass core's refusals on as JSON before any byte of a file", async () => {
    const missing = await request(organizer)
      .get('/api/organizer/tournaments/00000000-0000-4000-8000-000000000000/export-csv')
      .set('Cookie', cookies)
      .expect(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.body).toEqual({ message: expect.any(String) });
    const bad = await request(organizer)
      .get(`/api/organizer/tournaments/${tournamentId}/export-csv?status=nonsense`)
      .set('Cookie', cookies);
    expect(bad.status).toBe(400);
    const player = await stack.signIn('player');
    await request(organizer)
      .get(`/api/organizer/tournaments/${tournamentId}/export-csv`)
      .set('Cookie', player)
      .expect(403);
  });
});

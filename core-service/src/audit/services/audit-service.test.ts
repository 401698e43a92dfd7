import { SETUP_BUDGET_MS } from '../../../test/support/lifecycle';
import { createUser } from '../../../test/support/factories';
import { createTestDatabase } from '../../../test/support/test-database';
import { listAudit, recordAudit } from './audit-service';

describe('audit trail', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(process.env.DATABASE_URL);
  }, SETUP_BUDGET_MS);
  afterAll(() => database.close());

  it('records inside the caller’s transaction: kept on commit, gone on rollback', async () => {
    const { db } = database;
    const admin = await createUser(db, { role: 'admin' });
    await db.transaction((trx) =>
      recordAudit(trx, {
        actorId: admin.id,
        action: 'setting.changed',
        entityType: 'setting',
        entityId: 'ADMIN_UPI',
        before: null,
        after: { value: 'admin@upi' },
        at: new Date('2026-03-01T10:00:00Z'),
      }),
    );
    await expect(
      db.transaction(async (trx) => {
        await recordAudit(trx, {
          actorId: admin.id,
          action: 'setting.changed',
          entityType: 'setting',
          entityId: 'ROLLED_BACK',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    const page = await listAudit(db, { entityType: 'setting' });
    expect(page).toMatchObject({ more: false, next: null });
    expect(page.entries[0]).toMatchObject({
      actorId: admin.id,
      actorUsername: admin.username,
      action: 'setting.changed',
      entityId: 'ADMIN_UPI',
      before: null,
      after: { value: 'admin@upi' },
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
  });

  it('lists newest first with exact filters and a bounded page', async () => {
    const { db } = database;
    const actor = await createUser(db, { role: 'organizer' });
    for (let i = 0; i < 3; i += 1) {
      await recordAudit(db, {
        actorId: actor.id,
        action: 'tournament.ended',
        entityType: 'tournament',
        entityId: `t${i}`,
        at: new Date(Date.UTC(2026, 2, 2, i)),
      });
    }
    await recordAudit(db, { actorId: null, action: 'commission.overdue', entityType: 'commission', entityId: 'c1' });
    const byActor = await listAudit(db, { actorId: actor.id, limit: 2 });
    expect(byActor.more).toBe(true);
    expect(byActor.entries.map((e) => e.entityId)).toEqual(['t2', 't1']);
    const older = await listAudit(db, { actorId: actor.id, limit: 2, before: byActor.next! });
    expect(older).toMatchObject({ more: false, next: null });
    expect(older.entries.map((e) => e.entityId)).toEqual(['t0']);
    expect((await listAudit(db, { action: 'commission.overdue' })).entries).toMatchObject([
      { actorId: null, actorUsername: null, entityId: 'c1' },
    ]);
    expect((await listAudit(db, { entityType: 'tournament', entityId: 't1' })).entries).toHaveLength(1);
  });
});

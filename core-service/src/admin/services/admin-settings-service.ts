// Global settings (product.md §5, §7): GLOBAL_COMMISSION_PERCENT and ADMIN_UPI. PUT changes an existing
// key (404 when missing), POST creates a missing one (409 when it exists). Values follow the settings
// form rules (the shared zod schemas) and are stored as canonical text ('12.5', 'admin@upi').
// Setting ADMIN_UPI while it was unset starts the commissions' clock (product.md §9): each pending
// commission is then due no sooner than 5 days later, and its organizer is told.
import {
  GLOBAL_SETTING_KEYS,
  globalSettingValueRules,
  type GlobalSetting as GlobalSettingView,
  type GlobalSettingKey,
} from '@chess-portal/contracts';
import { badRequest, conflict, notFound } from '@chess-portal/service-kit';
import type { Clock } from '../../shared/clock';
import type { Db } from '../../db/knex';
import { GlobalSetting, type User } from '../../db/models';
import { recordAudit } from '../../audit/services/audit-service';
import type { AppConfig } from '../../config/env';
import type { Executor } from '../../db/knex';
import { startCommissionClock } from '../../commissions/services/overdue-commissions';

export const SETTING_NOT_FOUND = 'Setting not found';
export const SETTING_EXISTS = 'Setting already exists';
export const UNKNOWN_SETTING = 'Unknown setting key';

type Deps = { db: Db; clock: Clock; config?: AppConfig };

/** ADMIN_UPI set where it was empty: the commissions' clock starts now. */
async function afterChange(deps: Deps, trx: Executor, key: string, before: string | null, value: string, at: Date) {
  if (key === GLOBAL_SETTING_KEYS.adminUpi && !before?.trim() && value.trim())
    await startCommissionClock(deps, trx, { at, upi: value });
}
type Change = { value: unknown; description?: string | null };

export function toSettingView(s: GlobalSetting): GlobalSettingView {
  return {
    key: s.key,
    value: s.value,
    description: s.description,
    updatedAt: s.updatedAt.toISOString(),
    updatedBy: s.updatedBy,
  };
}

const isKnownKey = (key: string): key is GlobalSettingKey => Object.hasOwn(globalSettingValueRules, key);

/** The canonical stored text of a value, or 400 with the form's message. */
function canonicalValue(key: string, value: unknown): string {
  if (!isKnownKey(key)) throw badRequest(UNKNOWN_SETTING);
  const parsed = globalSettingValueRules[key].safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid value');
  return String(parsed.data);
}

export async function listSettings(db: Db): Promise<GlobalSettingView[]> {
  return (await GlobalSetting.query(db).orderBy('key')).map(toSettingView);
}

export async function updateSetting(deps: Deps, actor: User, key: string, change: Change): Promise<GlobalSettingView> {
  const { db, clock } = deps;
  const value = canonicalValue(key, change.value);
  const at = clock.now();
  return db.transaction(async (trx) => {
    const current = await GlobalSetting.query(trx).findOne({ key }).forUpdate();
    if (!current) throw notFound(SETTING_NOT_FOUND);
    const description = change.description === undefined ? current.description : change.description;
    await GlobalSetting.query(trx)
      .patch({ value, description, updatedBy: actor.id, updatedAt: at })
      .where('id', current.id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'setting.changed',
      entityType: 'setting',
      entityId: key,
      before: { value: current.value },
      after: { value },
      at,
    });
    await afterChange(deps, trx, key, current.value, value, at);
    return toSettingView((await GlobalSetting.query(trx).findById(current.id))!);
  });
}

export async function createSetting(deps: Deps, actor: User, key: string, change: Change): Promise<GlobalSettingView> {
  const { db, clock } = deps;
  const value = canonicalValue(key, change.value);
  const at = clock.now();
  return db.transaction(async (trx) => {
    if (await GlobalSetting.query(trx).findOne({ key })) throw conflict(SETTING_EXISTS);
    const created = await GlobalSetting.query(trx).insert({
      key,
      value,
      description: change.description ?? null,
      updatedBy: actor.id,
      updatedAt: at,
      createdAt: at,
    });
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'setting.changed',
      entityType: 'setting',
      entityId: key,
      before: null,
      after: { value },
      at,
    });
    await afterChange(deps, trx, key, null, value, at);
    return toSettingView(created);
  });
}

/**
 * Test control only (DELETE /_test/global-settings/{key}, CORE_TEST_CONTROL): removes a setting, as
 * on a fresh platform where ADMIN_UPI was never set; audited like any change. No admin screen offers it.
 */
export async function removeSetting({ db, clock }: Deps, key: string): Promise<{ removed: boolean }> {
  if (!isKnownKey(key)) throw badRequest(UNKNOWN_SETTING);
  const at = clock.now();
  return db.transaction(async (trx) => {
    const current = await GlobalSetting.query(trx).findOne({ key }).forUpdate();
    if (!current) return { removed: false };
    await GlobalSetting.query(trx).deleteById(current.id);
    await recordAudit(trx, {
      actorId: null,
      action: 'setting.changed',
      entityType: 'setting',
      entityId: key,
      before: { value: current.value },
      after: null,
      at,
    });
    return { removed: true };
  });
}

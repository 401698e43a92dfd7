import type { Knex } from 'knex';

// GET /admin/transaction-ids/reused read every payment use to find the ids used more than once (>3 s at volume,
// docs/performance.md). transaction_id_use_counts keeps, per normalised transaction id, how many uses it has
// (a registration not withdrawn, a commission payment, a prize payout, a refund's UTR, and the fee's UTR a
// refund keeps once its registration is withdrawn or gone: the sources of transactionIdUses). Row
// triggers keep it in the same transaction as the write of a use; a partial index on the ids used more than once
// makes a page of the list one index range. recount_transaction_id_uses() rebuilds it (after a bulk load with
// triggers off).
const NORMALISE = (col: string) => `upper(regexp_replace(${col}, '\\s', '', 'g'))`;

const SOURCES = `
  select payment_id as transaction_id from registrations where payment_id is not null and payment_status <> 'withdrawn'
  union all
  select organizer_transaction_id from organizer_commissions where organizer_transaction_id is not null
  union all
  select ${NORMALISE('upi_transaction_id')} from payouts where upi_transaction_id is not null
  union all
  select utr from refunds where utr is not null
  union all
  select f.payment_id from refunds f left join registrations r on r.id = f.registration_id
   where f.payment_id is not null and (r.id is null or r.payment_status = 'withdrawn')`;

/** A row trigger function: OLD's use (if counted) minus one, NEW's use (if counted) plus one. */
function counter(name: string, use: (row: 'old' | 'new') => string): string {
  return `
    create function ${name}() returns trigger language plpgsql as $$
    declare was text; now_id text;
    begin
      if tg_op <> 'INSERT' then was := ${use('old')}; end if;
      if tg_op <> 'DELETE' then now_id := ${use('new')}; end if;
      if was is not distinct from now_id then return null; end if;
      if was is not null then
        update transaction_id_use_counts set uses = uses - 1 where transaction_id = was;
        delete from transaction_id_use_counts where transaction_id = was and uses <= 0;
      end if;
      if now_id is not null then
        insert into transaction_id_use_counts (transaction_id, uses) values (now_id, 1)
          on conflict (transaction_id) do update set uses = transaction_id_use_counts.uses + 1;
      end if;
      return null;
    end $$;`;
}

const TRIGGERS = [
  {
    table: 'registrations',
    fn: 'registrations_count_transaction_id',
    use: (r: string) => `case when ${r}.payment_status <> 'withdrawn' then ${r}.payment_id end`,
  },
  {
    table: 'organizer_commissions',
    fn: 'organizer_commissions_count_transaction_id',
    use: (r: string) => `${r}.organizer_transaction_id`,
  },
  { table: 'payouts', fn: 'payouts_count_transaction_id', use: (r: string) => NORMALISE(`${r}.upi_transaction_id`) },
  { table: 'refunds', fn: 'refunds_count_utr', use: (r: string) => `${r}.utr` },
  {
    // the fee's UTR a refund keeps counts once its registration no longer does: withdrawn (the refund is
    // written after the withdrawal, in the same transaction) or deleted (registration_id set null)
    table: 'refunds',
    fn: 'refunds_count_fee_utr',
    use: (r: string) => `case when ${r}.registration_id is null or exists (
        select 1 from registrations g where g.id = ${r}.registration_id and g.payment_status = 'withdrawn'
      ) then ${r}.payment_id end`,
  },
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table transaction_id_use_counts (
      transaction_id text primary key,
      uses integer not null
    )`);
  await knex.raw(
    'create index transaction_id_use_counts_reused_idx on transaction_id_use_counts (transaction_id) where uses > 1',
  );
  await knex.raw(`
    create function recount_transaction_id_uses() returns void language sql as $$
      delete from transaction_id_use_counts;
      insert into transaction_id_use_counts (transaction_id, uses)
        select transaction_id, count(*) from (${SOURCES}) as uses group by transaction_id;
    $$`);
  for (const t of TRIGGERS) {
    await knex.raw(counter(t.fn, (row) => t.use(row)));
    await knex.raw(`create trigger ${t.fn} after insert or update or delete on ${t.table}
                      for each row execute function ${t.fn}()`);
  }
  await knex.raw('select recount_transaction_id_uses()');
}

export async function down(knex: Knex): Promise<void> {
  for (const t of TRIGGERS) {
    await knex.raw(`drop trigger if exists ${t.fn} on ${t.table}`);
    await knex.raw(`drop function if exists ${t.fn}()`);
  }
  await knex.raw('drop function if exists recount_transaction_id_uses()');
  await knex.raw('drop table if exists transaction_id_use_counts');
}

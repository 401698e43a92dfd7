// Base of every objection model. Identifier mapping (snake_case columns <-> camelCase properties)
// is done once on the knex instance (knexSnakeCaseMappers in db/knex.ts). Queries always name the
// database they run on — `Model.query(db)` or `Model.query(trx)` — so one process can hold several
// databases (tests) and PGlite's single connection is never waited on from inside a transaction.
import { Model } from 'objection';

export class BaseModel extends Model {
  /** jsonb columns to (de)serialize; text[] columns must NOT be listed (pg sends arrays natively). */
  static jsonAttributes: string[] = [];
}

// The audit trail's use cases, dependencies bound once.
import type { ServiceDeps } from '../../service-deps';
import { bind } from '../../shared/bind';
import { listAudit } from './audit-service';

export function createAuditServices({ db }: ServiceDeps) {
  return { list: bind(db, listAudit) };
}

// Organizer commissions: the organizer's and the admin's use cases and the overdue job, dependencies bound once.
import type { ServiceDeps } from '../../service-deps';
import { bind } from '../../shared/bind';
import { confirmCommission, listCommissions } from './admin-commission-service';
import { listOrganizerCommissions, submitCommissionPayment } from './organizer-commissions';
import { markOverdueCommissions } from './overdue-commissions';
import { adjustCommission } from './commission-adjustment-service';

export function createCommissionServices(deps: ServiceDeps) {
  const { db } = deps;
  return {
    listForOrganizer: bind(db, listOrganizerCommissions),
    submitPayment: bind(deps, submitCommissionPayment),
    list: bind(db, listCommissions),
    confirm: bind(deps, confirmCommission),
    adjust: bind(deps, adjustCommission),
    markOverdue: () => markOverdueCommissions(deps),
  };
}

// Payments: statements matched to registrations, dependencies bound once.
import type { ServiceDeps } from '../../service-deps';
import { bind } from '../../shared/bind';
import {
  approveExactAcrossStatements,
  approveFromStatement,
  exactMatchesAcrossStatements,
  listStatements,
  statementReconciliation,
  uploadStatement,
} from './statement-service';

export function createPaymentServices(deps: ServiceDeps) {
  return {
    uploadStatement: bind(deps, uploadStatement),
    listStatements: bind(deps, listStatements),
    statement: bind(deps, statementReconciliation),
    approveFromStatement: bind(deps, approveFromStatement),
    exactMatches: bind(deps, exactMatchesAcrossStatements),
    approveExact: bind(deps, approveExactAcrossStatements),
  };
}

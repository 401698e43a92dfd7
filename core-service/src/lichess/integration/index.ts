// The Lichess integration: push, results, the legacy panel and the organizer's own connection, dependencies bound once.
import type { User } from '../../db/models';
import type { ServiceDeps } from '../../service-deps';
import { bind } from '../../shared/bind';
import { loadManagedTournament } from '../../tournaments/services/organizer-access';
import { disconnect, getConnection } from '../identity/lichess-connection-service';
import {
  addSwissPlayer,
  createArenaFromPanel,
  createSwissFromPanel,
  removeSwissPlayer,
} from './lichess-integration-service';
import { finishAuthorization, startAuthorization } from '../identity/lichess-oauth-service';
import { pushTournament, reconcilePushes } from './lichess-push-service';
import { fetchFinishedResults, fetchResults } from './results-service';

export function createLichessServices(deps: ServiceDeps) {
  return {
    push: bind(deps, pushTournament),
    fetchResults: async (actor: User, id: string) =>
      fetchResults(deps, await loadManagedTournament(deps.db, actor, id)),
    fetchFinishedResults: () => fetchFinishedResults(deps),
    reconcilePushes: () => reconcilePushes(deps),
    createArena: bind(deps, createArenaFromPanel),
    createSwiss: bind(deps, createSwissFromPanel),
    addSwissPlayer: bind(deps, addSwissPlayer),
    removeSwissPlayer: bind(deps, removeSwissPlayer),
    connection: bind(deps, getConnection),
    disconnect: bind(deps, disconnect),
    startAuthorization: bind(deps, startAuthorization),
    finishAuthorization: bind(deps, finishAuthorization),
  };
}

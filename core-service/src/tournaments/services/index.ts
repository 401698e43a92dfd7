// Tournaments: the public list and detail, the organizer's tournaments and their lifecycle, dependencies bound once.
import type { User } from '../../db/models';
import type { ServiceDeps } from '../../service-deps';
import { bind } from '../../shared/bind';
import {
  createLegacyTournament,
  createOrganizerTournament,
  newTournamentDefaults,
  updateOrganizerTournament,
} from './organizer-tournament-service';
import { closeTournament, deleteTournament, endTournament } from './tournament-lifecycle-service';
import {
  browsePublicTournaments,
  getPublicTournament,
  listOrganizerTournaments,
  type OrganizerListFilter,
} from './tournament-service';

export function createTournamentServices(deps: ServiceDeps) {
  return {
    getPublic: bind(deps, getPublicTournament),
    browse: bind(deps, browsePublicTournaments),
    listForOrganizer: (actor: User, filter?: OrganizerListFilter) => listOrganizerTournaments(deps.db, actor, filter),
    defaults: () => newTournamentDefaults(deps.lichess?.teamId),
    create: bind(deps, createOrganizerTournament),
    createLegacy: bind(deps, createLegacyTournament),
    update: bind(deps, updateOrganizerTournament),
    remove: bind(deps, deleteTournament),
    end: bind(deps, endTournament),
    close: bind(deps, closeTournament),
  };
}

// The demo organizer's tournaments: two upcoming (one free, one ₹100), one live now (free, started 20
// minutes ago) and one completed with results; and the completed tournament of a second organizer whose
// commission is overdue (lateOrganizerTournament).
import type { ResultRow } from '@chess-portal/contracts';
import type { Tournament } from '../src/db/models';

export const demoResults: ResultRow[] = [
  { rank: 1, username: 'KnightRider_IN', title: 'FM', score: 4.5, rating: 2105, performance: 2240 },
  { rank: 2, username: 'BishopPair', title: null, score: 4, rating: 1980, performance: 2110 },
  { rank: 3, username: 'DemoPlayer', title: null, score: 3.5, rating: 1720, performance: 1905 },
  { rank: 4, username: 'RookLift99', title: null, score: 3, rating: 1805, performance: 1790 },
  { rank: 5, username: 'QueenGambitQ', title: null, score: 2.5, rating: 1650, performance: 1660 },
  { rank: 6, username: 'PawnStorm', title: null, score: 1.5, rating: 1540, performance: 1480 },
];

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** A time `days` from now, on the hour (minutes and seconds cleared). */
function daysFrom(now: Date, days: number, hourUtc: number): Date {
  const d = new Date(now.getTime() + days * DAY);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d;
}

export function demoTournaments(now: Date, organizerId: string): Partial<Tournament>[] {
  const completedStart = daysFrom(now, -3, 13); // 18:30 IST
  const completedEnd = new Date(completedStart.getTime() + 3 * HOUR);
  const common = { organizerId, createdAt: new Date(now.getTime() - 7 * DAY), updatedAt: now };
  return [
    {
      ...common,
      name: 'Chess School Sunday Rapid',
      description: 'A free 7-round Swiss for all Chess School members. Bring a friend!',
      format: 'rapid',
      timeControl: '10+5',
      system: 'swiss',
      maxPlayers: 64,
      entryFee: '0.00',
      prizePool: '0.00',
      startTime: daysFrom(now, 3, 4), // 09:30 IST
      status: 'registration',
      rounds: 7,
      roundInterval: 60,
      lichessTeamSlug: 'chess-school',
    },
    {
      ...common,
      name: 'Weekend Blitz Cup',
      description: 'A fast 60-minute Arena with cash prizes for the top three. Entry ₹100 by UPI.',
      format: 'blitz',
      timeControl: '3+2',
      system: 'arena',
      maxPlayers: 32,
      entryFee: '100.00',
      prizePool: '2000.00',
      prizeDistribution: { 1: '1000.00', 2: '600.00', 3: '400.00' },
      startTime: daysFrom(now, 5, 12), // 17:30 IST
      status: 'registration',
    },
    {
      ...common,
      name: 'Autumn Classical Championship',
      description: 'Five rounds of classical chess. Congratulations to all finishers!',
      format: 'classical',
      timeControl: '30+0',
      system: 'swiss',
      maxPlayers: 16,
      entryFee: '50.00',
      prizePool: '500.00',
      startTime: completedStart,
      endTime: completedEnd,
      status: 'completed',
      rounds: 5,
      currentRound: 5,
      totalCollected: '300.00',
      commissionDue: '30.00',
      commissionStatus: 'pending',
      commissionDueDate: new Date(completedEnd.getTime() + 5 * DAY),
      results: demoResults,
      resultsLastFetched: completedEnd,
    },
    {
      ...common,
      name: 'Chess School Blitz Arena',
      description: 'A free 60-minute blitz Arena, being played right now. Latecomers welcome.',
      format: 'blitz',
      timeControl: '3+2',
      system: 'arena',
      maxPlayers: 50,
      entryFee: '0.00',
      prizePool: '0.00',
      startTime: new Date(Math.floor((now.getTime() - 20 * MINUTE) / MINUTE) * MINUTE),
      status: 'live',
    },
  ];
}

/**
 * A tournament of a second organizer that ended ten days ago and whose ₹50 commission was due five
 * days after (product.md §9): the commission is overdue, so the admin's Overdue Commissions list it.
 */
export function lateOrganizerTournament(now: Date, organizerId: string): Partial<Tournament> {
  const start = daysFrom(now, -10, 13);
  const end = new Date(start.getTime() + 3 * HOUR);
  return {
    organizerId,
    createdAt: new Date(now.getTime() - 20 * DAY),
    updatedAt: now,
    name: 'Monsoon Rapid Open',
    description: 'A ₹50 rapid Swiss run by a guest organizer.',
    format: 'rapid',
    timeControl: '15+10',
    system: 'swiss',
    maxPlayers: 32,
    entryFee: '50.00',
    prizePool: '300.00',
    startTime: start,
    endTime: end,
    status: 'completed',
    rounds: 5,
    currentRound: 5,
    totalCollected: '500.00',
    commissionDue: '50.00',
    commissionStatus: 'pending', // as markOverdueCommissions leaves it: the commission row says overdue
    commissionDueDate: new Date(end.getTime() + 5 * DAY),
    results: [
      { rank: 1, username: 'QueenGambit', title: null, score: 4.5, rating: 2050, performance: 2190 },
      { rank: 2, username: 'RookieRahul', title: null, score: 3.5, rating: 1380, performance: 1720 },
      { rank: 3, username: 'BishopBella', title: null, score: 3, rating: 1710, performance: 1650 },
    ],
    resultsLastFetched: end,
  };
}

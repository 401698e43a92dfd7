// The organizer's refunds, prize payouts and money view (product.md §10): reads and the UTR recordings.
import { dataOf } from '@chess-portal/portal-kit';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizerClient, type OrganizerSchemas } from './api-client';

export const moneyKeys = {
  all: ['organizer-money'] as const,
  refunds: (q: LedgerQuery) => [...moneyKeys.all, 'refunds', q] as const,
  payouts: (q: LedgerQuery) => [...moneyKeys.all, 'payouts', q] as const,
  organizer: (page: number) => [...moneyKeys.all, 'organizer', page] as const,
  tournament: (id: string) => [...moneyKeys.all, 'tournament', id] as const,
};

export type LedgerQuery = { status?: 'owed' | 'sent'; tournamentId?: string; page?: number; limit?: number };

export const getRefunds = (query: LedgerQuery, client = organizerClient) =>
  dataOf(client.GET('/api/organizer/refunds', { params: { query } }));
export const getPayouts = (query: LedgerQuery, client = organizerClient) =>
  dataOf(client.GET('/api/organizer/payouts', { params: { query } }));
export const getOrganizerMoney = (page: number, client = organizerClient) =>
  dataOf(client.GET('/api/organizer/money', { params: { query: { page, limit: 20 } } }));
export const getTournamentMoney = (id: string, client = organizerClient) =>
  dataOf(client.GET('/api/organizer/tournaments/{id}/money', { params: { path: { id } } }));

export const useRefunds = (query: LedgerQuery) =>
  useQuery({ queryKey: moneyKeys.refunds(query), queryFn: () => getRefunds(query), placeholderData: keepPreviousData });
export const usePayouts = (query: LedgerQuery) =>
  useQuery({ queryKey: moneyKeys.payouts(query), queryFn: () => getPayouts(query), placeholderData: keepPreviousData });
export const useOrganizerMoney = (page: number) =>
  useQuery({
    queryKey: moneyKeys.organizer(page),
    queryFn: () => getOrganizerMoney(page),
    placeholderData: keepPreviousData,
  });
export const useTournamentMoney = (id: string) =>
  useQuery({ queryKey: moneyKeys.tournament(id), queryFn: () => getTournamentMoney(id) });

type RefundSent = OrganizerSchemas['RefundSentRequest'];
type PayoutSent = OrganizerSchemas['PayoutSentRequest'];

export const recordRefundSent = (id: string, body: RefundSent, client = organizerClient) =>
  dataOf(client.POST('/api/organizer/refunds/{id}/sent', { params: { path: { id } }, body }));
export const recordPayoutSent = (id: string, body: PayoutSent, client = organizerClient) =>
  dataOf(client.POST('/api/organizer/payouts/{id}/sent', { params: { path: { id } }, body }));

/** Records a refund's UTR; the money reads refresh. */
export function useRecordRefund(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundSent) => recordRefundSent(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
  });
}

/** Records a prize payout's UTR; the money reads refresh. */
export function useRecordPayout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutSent) => recordPayoutSent(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
  });
}

/** Where the browser downloads the money CSV (a plain link: the BFF streams it). */
export const MONEY_CSV_URL = '/api/organizer/money/export.csv';

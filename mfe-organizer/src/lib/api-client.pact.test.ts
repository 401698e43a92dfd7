/**
 * @jest-environment node
 *
 * Consumer pact mfe-organizer → bff-organizer: the features' request functions over this remote's typed
 * client (openapi-fetch, portal-kit) against the Pact mock server, matching on shape. Writes
 * contracts/pacts/mfe-organizer-bff-organizer.json. The session cookie is the provider's business
 * (its states sign an organizer in).
 */
import path from 'node:path';
import { rmSync } from 'node:fs';
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { getCommissions } from '../features/commissions/api/get-commissions';
import { payCommission } from '../features/commissions/api/pay-commission';
import { createTournament } from '../features/create-tournament/api/create-tournament';
import { approveRegistration } from '../features/registrations/api/approve-registration';
import { getApprovedNames } from '../features/registrations/api/get-registrations';
import { approveExactMatches, countExactMatches } from '../features/statements/api/approve-exact-matches';
import { approveFromStatement } from '../features/statements/api/approve-from-statement';
import { getStatement } from '../features/statements/api/get-statement';
import { listStatements } from '../features/statements/api/list-statements';
import { uploadStatement } from '../features/statements/api/upload-statement';
import { getOrganizerTournament } from '../features/tournament-detail/api/get-tournament';
import { pushTournament } from '../features/tournament-detail/api/push-tournament';
import { removeSwissPlayer } from '../features/tournament-detail/api/remove-swiss-player';
import { endTournament } from '../features/tournaments/api/end-tournament';
import { getOrganizerTournaments } from '../features/tournaments/api/get-organizer-tournaments';
import { createOrganizerClient } from './api-client';
import { getRefunds, recordRefundSent } from './money-api';

const { boolean, eachLike, integer, like, regex } = MatchersV3;

const pactDir = path.resolve(__dirname, '../../../contracts/pacts');
rmSync(path.join(pactDir, 'mfe-organizer-bff-organizer.json'), { force: true });
const pact = new PactV3({ consumer: 'mfe-organizer', provider: 'bff-organizer', dir: pactDir, logLevel: 'warn' });

const TID = '7b2d8e3a-4c5f-4a71-8cbd-2e3f4a5b6c7d';
const REG = '8c3e9f4b-5d6a-4b82-9dce-3f4a5b6c7d8e';
const CID = '9d4fa05c-6e7b-4c93-8edf-4a5b6c7d8e9f';
const RID = 'ae50b16d-7f8c-4da4-9f10-5b6c7d8e9fa0';
const SID = 'ae5fb16d-7f8c-4da4-9fe0-5b6c7d8e9fa0';
const MONEY = '^\\d+\\.\\d{2}$';
const json = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
const send = { 'Content-Type': 'application/json' };
const withTournament = [
  'a signed-in organizer with a tournament {tournamentId} and a pending registration {registrationId}',
  { tournamentId: TID, registrationId: REG },
] as const;
const tournament = () => ({
  id: like(TID),
  name: like('Sunday Swiss'),
  status: like('registration'),
  system: like('swiss'),
  timeControl: like('10+5'),
  entryFee: regex(MONEY, '150.00'),
  registrationCount: like(1),
  lichessUrl: like(null),
});
const registration = () => ({
  id: like(REG),
  paymentStatus: like('pending'),
  paymentId: like('UPI123456789'),
  playerName: like('player1'),
  player: { username: like('player1'), email: like('p@example.com'), lichessUsername: like('KnightRider99') },
});
const client = (baseUrl: string) => createOrganizerClient({ baseUrl });

describe('mfe-organizer → bff-organizer', () => {
  it('lists and reads the organizer’s tournaments', async () => {
    pact
      .given(...withTournament)
      .uponReceiving('a request for the signed-in organizer’s tournaments')
      .withRequest({ method: 'GET', path: '/api/organizer/tournaments' })
      .willRespondWith({ status: 200, headers: json, body: { tournaments: eachLike(tournament()) } });
    await pact.executeTest(async (mock) => {
      expect((await getOrganizerTournaments({}, client(mock.url))).tournaments[0].name).toBe('Sunday Swiss');
    });
    pact
      .given(...withTournament)
      .uponReceiving('a request for one of the organizer’s tournaments')
      .withRequest({ method: 'GET', path: `/api/organizer/tournaments/${TID}` })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          success: boolean(true),
          tournament: tournament(),
          registrations: eachLike(registration()),
          canPushToLichess: boolean(true),
          approvedPlayers: [],
        },
      });
    await pact.executeTest(async (mock) => {
      expect((await getOrganizerTournament(TID, client(mock.url))).canPushToLichess).toBe(true);
    });
  });

  it('reads the approved players’ names for Copy Approved', () =>
    pact
      .given(...withTournament)
      .uponReceiving('a request for the approved names of one of the organizer’s tournaments')
      .withRequest({ method: 'GET', path: `/api/organizer/tournaments/${TID}/approved-names` })
      .willRespondWith({ status: 200, headers: json, body: { names: [], count: integer(0) } })
      .executeTest(async (mock) => {
        expect(await getApprovedNames(TID, client(mock.url))).toEqual({ names: [], count: 0 });
      }));

  it('is refused a tournament of another organizer', () =>
    pact
      .given('a signed-in organizer and another organizer’s tournament {tournamentId}', { tournamentId: TID })
      .uponReceiving('a request for another organizer’s tournament')
      .withRequest({ method: 'GET', path: `/api/organizer/tournaments/${TID}` })
      .willRespondWith({
        status: 403,
        headers: json,
        body: { message: like('You can only manage your own tournaments') },
      })
      .executeTest(async (mock) => {
        await expect(getOrganizerTournament(TID, client(mock.url))).rejects.toMatchObject({
          status: 403,
          serverMessage: 'You can only manage your own tournaments',
        });
      }));

  it('creates a tournament from the create form', () => {
    const body = {
      title: 'Friday Arena',
      description: null,
      type: 'arena' as const,
      starts_at: '2026-12-05T13:00:00.000Z',
      clock_limit: 3,
      clock_increment: 2,
      nb_rounds: null,
      round_interval: 60,
      entry_fee: '99.00',
      manual_join: false,
      team_slug: null,
      qr_image: '',
    };
    return pact
      .given(...withTournament)
      .uponReceiving('a new tournament from the organizer create form')
      .withRequest({ method: 'POST', path: '/api/organizer/tournaments', headers: send, body })
      .willRespondWith({
        status: 201,
        headers: json,
        body: { success: boolean(true), tournament: { id: like(TID), name: like('Friday Arena') } },
      })
      .executeTest(async (mock) => {
        expect((await createTournament(body, client(mock.url))).tournament.name).toBe('Friday Arena');
      });
  });

  it('approves a registration, pushes and ends the tournament', async () => {
    pact
      .given(...withTournament)
      .uponReceiving('an approval of a pending registration')
      .withRequest({
        method: 'POST',
        path: `/api/organizer/tournaments/${TID}/registrations/${REG}/approve`,
        headers: { 'Content-Type': 'application/json' },
        body: {},
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          success: boolean(true),
          message: like('Registration approved'),
          warnings: [],
          registration: { ...registration(), paymentStatus: like('approved') },
        },
      });
    await pact.executeTest(async (mock) => {
      const answer = await approveRegistration({ tournamentId: TID, registrationId: REG }, client(mock.url));
      expect(answer.registration.paymentStatus).toBe('approved');
    });
    pact
      .given(...withTournament)
      .uponReceiving('a push of the tournament to Lichess')
      .withRequest({
        method: 'POST',
        path: `/api/organizer/tournaments/${TID}/push`,
        headers: { 'Content-Type': 'application/json' },
        body: {},
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          success: boolean(true),
          lichessUrl: like('https://lichess.org/swiss/pact0001'),
          lichessTournamentId: like('pact0001'),
          message: like('Pushed to Lichess.'),
          notes: [],
        },
      });
    await pact.executeTest(async (mock) => {
      expect((await pushTournament(TID, client(mock.url))).lichessUrl).toContain('/swiss/');
    });
    pact
      .given(...withTournament)
      .uponReceiving('an end of the tournament')
      .withRequest({
        method: 'POST',
        path: `/api/organizer/tournaments/${TID}/end`,
        headers: { 'Content-Type': 'application/json' },
        body: {},
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          success: boolean(true),
          message: like('Tournament ended'),
          details: { hadLichessIntegration: boolean(false), lichessTerminated: boolean(false) },
        },
      });
    await pact.executeTest(async (mock) => {
      expect((await endTournament(TID, false, client(mock.url))).details.lichessTerminated).toBe(false);
    });
  });

  it('removes a Swiss player with a DELETE carrying a body', () =>
    pact
      .given(...withTournament)
      .uponReceiving('a removal of a Swiss player')
      .withRequest({
        method: 'DELETE',
        path: '/api/lichess/swiss/remove-player',
        headers: send,
        body: { lichessId: 'pact0001', username: 'KnightRider99' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { success: boolean(true), message: like('KnightRider99 can no longer join.'), allowList: [] },
      })
      .executeTest(async (mock) => {
        const answer = await removeSwissPlayer({ lichessId: 'pact0001', username: 'KnightRider99' }, client(mock.url));
        expect(answer.success).toBe(true);
      }));

  it('lists the refunds due and records one with its UTR (product.md §10)', async () => {
    const state = ['a signed-in organizer owing a refund {refundId}', { refundId: RID }] as const;
    const refund = (status: string) => ({
      id: like(RID),
      tournamentName: like('Saturday Swiss'),
      playerName: like('pact_player'),
      playerUpiId: like('pact@okhdfc'),
      amount: regex(MONEY, '150.00'),
      status: like(status),
    });
    pact
      .given(...state)
      .uponReceiving('a request for the refunds due')
      .withRequest({ method: 'GET', path: '/api/organizer/refunds', query: { status: 'owed' } })
      .willRespondWith({ status: 200, headers: json, body: { refunds: eachLike(refund('owed')) } });
    await pact.executeTest(async (mock) => {
      const answer = await getRefunds({ status: 'owed' }, createOrganizerClient({ baseUrl: mock.url }));
      expect(answer.refunds[0]!.amount).toBe('150.00');
    });
    pact
      .given(...state)
      .uponReceiving('a refund recorded as sent with its UTR')
      .withRequest({
        method: 'POST',
        path: `/api/organizer/refunds/${RID}/sent`,
        headers: send,
        body: { utr: '612345678901' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          message: like('Refund recorded as sent; the player was notified'),
          refund: { ...refund('sent'), utr: like('612345678901') },
        },
      });
    await pact.executeTest(async (mock) => {
      const answer = await recordRefundSent(RID, { utr: '612345678901' }, createOrganizerClient({ baseUrl: mock.url }));
      expect(answer.refund.utr).toBe('612345678901');
    });
  });

  it('lists the commissions and submits a payment', async () => {
    const state = ['a signed-in organizer owing a commission {commissionId}', { commissionId: CID }] as const;
    pact
      .given(...state)
      .uponReceiving('a request for the organizer’s commissions')
      .withRequest({ method: 'GET', path: '/api/organizer/commissions' })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          commissions: eachLike({
            id: like(CID),
            tournamentName: like('Sunday Swiss'),
            commissionAmount: regex(MONEY, '30.00'),
            status: like('pending'),
          }),
          adminUpi: like('platform@okicici'),
        },
      });
    await pact.executeTest(async (mock) => {
      expect((await getCommissions(client(mock.url))).commissions[0].commissionAmount).toBe('30.00');
    });
    pact
      .given(...state)
      .uponReceiving('a commission payment')
      .withRequest({
        method: 'POST',
        path: `/api/organizer/commissions/${CID}/pay`,
        headers: send,
        body: { transactionId: 'UPI998877665544' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          success: boolean(true),
          message: like('Payment submitted.'),
          commission: { id: like(CID), organizerTransactionId: like('UPI998877665544') },
        },
      });
    await pact.executeTest(async (mock) => {
      expect((await payCommission(CID, { transactionId: 'UPI998877665544' }, client(mock.url))).success).toBe(true);
    });
  });

  it('uploads a statement, reads it, lists the uploads and approves its exact matches', async () => {
    const state = [
      'a signed-in organizer with a read statement {statementId} matching a registration {registrationId}',
      { statementId: SID, registrationId: REG },
    ] as const;
    const csv = 'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance\r\n';
    const upload = {
      id: like(SID),
      fileName: like('hdfc.csv'),
      status: like('done'),
      layout: like('HDFC Bank'),
      progress: like(0),
      rowsCount: like(2),
      creditsCount: like(1),
    };
    const line = { id: like(SID), lineNo: like(1), amount: regex(MONEY, '150.00'), utr: like('417250000001') };
    const reconciliation = {
      upload,
      privacy: like('The file itself is not stored.'),
      summary: {
        matched: like(1),
        'amount-differs': like(0),
        'not-in-statement': like(0),
        'used-elsewhere': like(0),
        unmatchedCredits: like(0),
        approvedFromStatement: like(0),
      },
      registrations: eachLike({
        registrationId: like(REG),
        playerName: like('player1'),
        entryFee: regex(MONEY, '150.00'),
        status: like('matched'),
        line,
      }),
      unmatchedCredits: [],
    };
    pact
      .given(...state)
      .uponReceiving('a statement file uploaded as the raw body')
      .withRequest({
        method: 'POST',
        path: '/api/organizer/statements',
        query: { fileName: 'hdfc.csv' },
        headers: { 'Content-Type': 'application/octet-stream' },
        body: csv,
      })
      .willRespondWith({ status: 200, headers: json, body: reconciliation });
    await pact.executeTest(async (mock) => {
      const answer = await uploadStatement(new Blob([csv]), { fileName: 'hdfc.csv' }, client(mock.url));
      expect(answer.upload.status).toBe('done');
    });
    pact
      .given(...state)
      .uponReceiving('a request for a statement and its reconciliation')
      .withRequest({ method: 'GET', path: `/api/organizer/statements/${SID}` })
      .willRespondWith({ status: 200, headers: json, body: reconciliation });
    await pact.executeTest(async (mock) => {
      expect((await getStatement(SID, client(mock.url))).registrations[0].status).toBe('matched');
    });
    pact
      .given(...state)
      .uponReceiving('a request for the organizer’s statements')
      .withRequest({ method: 'GET', path: '/api/organizer/statements' })
      .willRespondWith({ status: 200, headers: json, body: { statements: eachLike(upload) } });
    await pact.executeTest(async (mock) => {
      expect((await listStatements(client(mock.url))).statements[0].fileName).toBe('hdfc.csv');
    });
    pact
      .given(...state)
      .uponReceiving('an approval of every exact match of a statement')
      .withRequest({ method: 'POST', path: `/api/organizer/statements/${SID}/approve`, headers: send, body: {} })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          success: boolean(true),
          message: like('1 registration approved from the statement'),
          succeeded: like(1),
          failed: like(0),
          remaining: like(0),
          results: eachLike({
            registrationId: like(REG),
            ok: boolean(true),
            message: like('Registration approved'),
            playerName: like('player1'),
            warnings: [],
          }),
        },
      });
    await pact.executeTest(async (mock) => {
      expect((await approveFromStatement(SID, {}, client(mock.url))).succeeded).toBe(1);
    });
    pact
      .given(...state)
      .uponReceiving('a count of the exact matches across the organizer’s statements')
      .withRequest({ method: 'GET', path: '/api/organizer/statements/exact-matches' })
      .willRespondWith({ status: 200, headers: json, body: { matched: like(1), statements: like(1) } });
    await pact.executeTest(async (mock) => {
      expect(await countExactMatches(client(mock.url))).toEqual({ matched: 1, statements: 1 });
    });
    pact
      .given(...state)
      .uponReceiving('an approval of every exact match across the organizer’s statements')
      .withRequest({ method: 'POST', path: '/api/organizer/statements/approve-exact', headers: send, body: {} })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          success: boolean(true),
          message: like('1 registration approved from 1 statement'),
          succeeded: like(1),
          failed: like(0),
          remaining: like(0),
          statements: like(1),
          results: eachLike({
            registrationId: like(REG),
            ok: boolean(true),
            message: like('Registration approved'),
            playerName: like('player1'),
            warnings: [],
          }),
        },
      });
    await pact.executeTest(async (mock) => {
      expect((await approveExactMatches(client(mock.url))).succeeded).toBe(1);
    });
  });
});

import { bulkRejectConfirmation, commissionLine, revokeOffered } from './registration-counts';

describe('registration counts texts', () => {
  it('say a confirmed commission is paid, an overdue one overdue', () => {
    expect(commissionLine('pending', '₹135.00')).toBe('Commission due ₹135.00');
    expect(commissionLine('overdue', '₹135.00')).toBe('Commission due ₹135.00 (overdue)');
    expect(commissionLine('confirmed', '₹135.00')).toBe('Commission ₹135.00 paid (confirmed)');
  });

  it('the bulk rejection says how many players are rejected and notified', () => {
    expect(bulkRejectConfirmation(3)).toEqual({
      title: 'Reject 3 players?',
      description:
        'All 3 selected registrations will be rejected and each of the 3 players notified (in the portal and by e-mail).',
      confirmLabel: 'Reject 3 players',
    });
    expect(bulkRejectConfirmation(1).title).toBe('Reject 1 player?');
  });

  it('offers Revoke only before the start of a tournament that is not live, completed or ended', () => {
    const now = new Date('2026-07-01T10:00:00Z');
    const later = '2026-07-02T10:00:00Z';
    expect(revokeOffered({ status: 'registration', startTime: later }, now)).toBe(true);
    expect(revokeOffered({ status: 'open', startTime: null }, now)).toBe(true);
    expect(revokeOffered({ status: 'registration', startTime: '2026-07-01T09:00:00Z' }, now)).toBe(false);
    for (const status of ['live', 'completed', 'cancelled'])
      expect(revokeOffered({ status, startTime: later }, now)).toBe(false);
  });
});

// Notifications: an approval tells the player in the header list and by e-mail through
// the durable outbox; while SMTP fails (the test transport's fault switch) the e-mail stays in the
// outbox, visible to the admin with its error, and the retry delivers it once SMTP is back.
import { DEMO_ADMIN, DEMO_PLAYER, demoAdminId, outboxFor, runCoreJob, uniqueSuffix } from '../support/admin-setup';
import { closeBrowser, launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { approveAsDemoOrganizer, coreCall, demoUserId } from '../support/core-control';
import { deliverEmails } from '../support/accounts';

beforeAll(launchBrowser);
afterAll(async () => {
  await coreCall('PUT', '/_test/mail/fault', { body: { failing: false } });
  await closeBrowser();
});

type Delivery = { claimed: number; done: number; failed: number };

it('tells the player of an approval, and retries the e-mail through a failing SMTP until it is sent', async () => {
  await demoAdminId();
  const organizerId = await demoUserId('organizer@example.com', 'organizer123');
  const playerId = await demoUserId(DEMO_PLAYER.email, DEMO_PLAYER.password);
  const { now } = await coreCall<{ now: string }>('GET', '/_test/clock');
  const name = `Notified Rapid ${uniqueSuffix()}`;
  const { tournament } = await coreCall<{ tournament: { id: string } }>('POST', '/organizer/tournaments', {
    actingUserId: organizerId,
    body: {
      title: name,
      type: 'arena',
      starts_at: new Date(Date.parse(now) + 2 * 86_400_000).toISOString(),
      clock_limit: 10,
      clock_increment: 0,
      entry_fee: '100',
    },
  });
  const joined = await coreCall<{ registration: { id: string } }>('POST', `/tournaments/${tournament.id}/join`, {
    actingUserId: playerId,
    body: { transactionId: `UPI${Date.now()}` },
  });
  // the e-mails already waiting go out first, so only this one meets the failing SMTP
  await deliverEmails();

  await coreCall('PUT', '/_test/mail/fault', { body: { failing: true, message: 'SMTP server unreachable' } });
  await approveAsDemoOrganizer(tournament.id, joined.registration.id);
  const failed = await runCoreJob<Delivery>('outbox.deliver');
  expect(failed.result).toMatchObject({ claimed: 1, done: 0, failed: 1 });
  const subject = `Registration approved: ${name}`;
  expect((await outboxFor(DEMO_PLAYER.email)).filter((m) => m.subject === subject)).toEqual([]);

  // the admin sees the failure, with its error
  const admin = await newPage();
  await signIn(admin.page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.page.waitForURL('**/admin/**');
  await admin.page.goto('/admin/outbox');
  const job = admin.page.getByRole('region', { name: `E-mail to ${DEMO_PLAYER.email}: ${subject}` });
  await job.getByText('Last error: SMTP server unreachable').waitFor();
  await job.getByText(/Attempts: 1/).waitFor();
  await screenshot(admin.page, 'notifications-admin-outbox-failing');

  // SMTP is back: the admin's "Retry now" makes it due at once, and the worker sends it
  await coreCall('PUT', '/_test/mail/fault', { body: { failing: false } });
  await job.getByRole('button', { name: 'Retry now' }).click();
  await admin.page.getByText('It will be tried again at once').waitFor();
  const sent = await runCoreJob<Delivery>('outbox.deliver');
  expect(sent.result).toMatchObject({ done: 1, failed: 0 });
  const mails = (await outboxFor(DEMO_PLAYER.email)).filter((m) => m.subject === subject);
  expect(mails).toHaveLength(1);
  expect(mails[0].text).toContain(`/tournaments/${tournament.id}`);
  await admin.page.getByRole('button', { name: 'done' }).click();
  await admin.page
    .getByRole('region', { name: `E-mail to ${DEMO_PLAYER.email}: ${subject}` })
    .getByText(/sent/)
    .first()
    .waitFor();
  await admin.context.close();

  // the player finds it under the bell in the header, and marks it read
  const player = await newPage();
  await signIn(player.page, DEMO_PLAYER.email, DEMO_PLAYER.password);
  await player.page.waitForURL('**/tournaments');
  const bell = player.page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const list = player.page.getByRole('region', { name: 'Notifications list' });
  const entry = list.getByTestId('notification').filter({ hasText: subject });
  await entry.waitFor();
  await screenshot(player.page, 'notifications-header-list');
  await entry.getByRole('button', { name: 'Mark as read' }).click();
  await entry.getByRole('button', { name: 'Mark as read' }).waitFor({ state: 'detached' });
  await player.context.close();
});

// Helpers for the accounts journeys: unique names, an account made through the public API, the
// sandbox's team page in the popup the portal opens, and e-mails from core's outbox (SMTP_URL unset).
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { stack } from './browser';
import { coreCall } from './core-control';
import { sandboxControl } from './sandbox-control';

/** Letters and digits only, so it is a valid username for us and for Lichess. */
export const uniqueName = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`;

/** A new Lichess account in the sandbox (not in the Chess School team). */
export async function newLichessUser(prefix = 'Fresh'): Promise<string> {
  const username = uniqueName(prefix);
  await sandboxControl('POST', '/users', { username });
  return username;
}

export type Account = { id: string; username: string; email: string; password: string };

/** A player account created through POST /api/auth/register (as the wizard's first step does). */
export async function registerViaApi(prefix = 'player'): Promise<Account> {
  const username = uniqueName(prefix);
  const account = { username, email: `${username}@example.com`, password: 'secret123' };
  const res = await fetch(`${stack().baseUrl}/api/auth/register`, {
    method: 'POST',
    // what the portal's own page sends: unsafe requests from any other origin are refused (CSRF)
    headers: { 'Content-Type': 'application/json', Origin: stack().baseUrl },
    body: JSON.stringify(account),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  return { id, ...account };
}

/** Clicks `open` on the page, and in the team page popup it opens, joins the team as `lichessName`. */
export async function joinTeamInPopup(
  context: BrowserContext,
  open: () => Promise<void>,
  lichessName: string,
): Promise<Page> {
  const [popup] = await Promise.all([context.waitForEvent('page'), open()]);
  await popup.waitForLoadState('domcontentloaded');
  const join = popup.locator('form[action$="/join"]');
  await join.locator('select[name="user"]').selectOption(lichessName);
  await join.getByRole('button', { name: 'Join team' }).click();
  await popup.getByText(`${lichessName} is now a member of this team.`).waitFor();
  return popup;
}

type OutboxEmail = { to: string; subject: string; text: string };

/**
 * The e-mails are outbox jobs and the journeys' core runs no jobs on its own (JOBS_ENABLED=false):
 * one run of the outbox worker sends the ones that are due, as the scheduler would within seconds.
 */
/**
 * Runs the outbox until nothing due is left (the worker takes 20 jobs a run, and other journeys on the
 * same stack may have left many e-mails waiting: setting the admin UPI tells every owing organizer).
 */
export async function deliverEmails(): Promise<void> {
  for (let run = 0; run < 100; run += 1) {
    const { result } = await coreCall<{ result?: { claimed?: number } }>('POST', '/_test/jobs/outbox.deliver/run');
    if (!result?.claimed) return;
  }
}

/** The newest e-mail core "sent" to this address (GET /_test/outbox, CORE_TEST_CONTROL=true), once the due ones went out. */
export async function latestEmailTo(to: string): Promise<OutboxEmail> {
  await deliverEmails();
  const { emails } = await coreCall<{ emails: OutboxEmail[] }>('GET', `/_test/outbox?to=${encodeURIComponent(to)}`);
  if (!emails.length) throw new Error(`no e-mail to ${to} in the outbox`);
  return emails[0];
}

/** The first link in a text, as a path on the portal (PUBLIC_URL is the edge's origin here). */
export function linkPath(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error('no link in the e-mail');
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/**
 * A visitor's single-use proof of a Lichess account, the way the browser gets one: core
 * starts the sign-in, the person picks `account` on the sandbox's consent page and clicks Authorize,
 * and core finishes it with what Lichess put on the redirect URL.
 */
export async function visitorLichessProof(account: string): Promise<string> {
  const redirectUri = `${stack().baseUrl}/api/auth/lichess/callback?returnTo=%2Fapply-organizer`;
  const { authorizeUrl } = await coreCall<{ authorizeUrl: string }>('POST', '/lichess/identity/start', {
    body: { redirectUri },
  });
  const form = new URLSearchParams(new URL(authorizeUrl).searchParams);
  form.set('user', account);
  form.set('decision', 'allow');
  const res = await fetch(`${stack().sandboxUrl}/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  const back = new URL(res.headers.get('location') ?? '').searchParams;
  const { proof } = await coreCall<{ proof: string }>('POST', '/lichess/identity/callback', {
    body: { state: back.get('state'), code: back.get('code') },
  });
  return proof;
}

/**
 * In the browser: `open` leads to the sandbox's consent page ("Sign in with Lichess"), where the person
 * signs in as `account` and clicks Authorize; Lichess sends the browser back to the portal.
 */
export async function signInWithLichess(page: Page, open: () => Promise<void>, account: string): Promise<void> {
  const sandbox = new URL(stack().sandboxUrl).origin;
  await open();
  await page.waitForURL((url) => url.origin === sandbox && url.pathname === '/oauth');
  await page.getByLabel('Sign in as').selectOption(account);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL((url) => url.origin !== sandbox && url.searchParams.has('lichess'));
}

/**
 * Links `lichessName` to a signed-in portal account as the profile's "Sign in with Lichess" does,
 * but without a browser: core starts the sign-in for the account, the person authorizes on
 * the sandbox's consent page, and core finishes it with the code Lichess sends back.
 */
export async function linkProvenLichess(userId: string, lichessName: string): Promise<void> {
  const redirectUri = `${stack().baseUrl}/api/auth/lichess/callback?returnTo=%2Fme`;
  const { authorizeUrl } = await coreCall<{ authorizeUrl: string }>('POST', '/account/lichess/oauth/start', {
    actingUserId: userId,
    body: { redirectUri },
  });
  const form = new URLSearchParams(new URL(authorizeUrl).searchParams);
  form.set('user', lichessName);
  form.set('decision', 'allow');
  const res = await fetch(`${stack().sandboxUrl}/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  const back = new URL(res.headers.get('location') ?? '').searchParams;
  await coreCall('POST', '/account/lichess/oauth/callback', {
    actingUserId: userId,
    body: { state: back.get('state'), code: back.get('code') },
  });
}

import type { SandboxState } from '../state/store';
import { html, layout } from './html';

export interface AuthorizeRequest {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  code_challenge: string;
  code_challenge_method: string;
  scope: string;
  state: string;
  username: string;
}

export const AUTHORIZE_FIELDS: Array<keyof AuthorizeRequest> = [
  'client_id',
  'redirect_uri',
  'response_type',
  'code_challenge',
  'code_challenge_method',
  'scope',
  'state',
  'username',
];

export function errorPage(message: string): string {
  return layout(
    'Authorization error',
    html`<section class="panel">
      <h1>Authorization error</h1>
      <p class="error">${message}</p>
    </section>`,
  );
}

/** The consent page of GET /oauth: pick a sandbox account, then Authorize or Cancel. */
export function authorizePage(state: SandboxState, req: AuthorizeRequest): string {
  const scopes = req.scope.split(/\s+/).filter(Boolean);
  const hint = req.username.toLowerCase();
  const users = [...state.users.values()]
    .filter((u) => !u.disabled)
    .sort((a, b) => a.username.localeCompare(b.username));
  const host = (() => {
    try {
      return new URL(req.redirect_uri).host;
    } catch {
      return req.redirect_uri;
    }
  })();
  const hidden = AUTHORIZE_FIELDS.map((f) => html`<input type="hidden" name="${f}" value="${req[f]}" />`);
  const body = html` <section class="panel">
    <h1>${req.client_id} wants to access your account</h1>
    ${
      scopes.length
        ? html`<p>It asks for these permissions:</p>
            <ul>
              ${scopes.map((s) => html`<li><span class="badge">${s}</span></li>`)}
            </ul>`
        : html`<p>It only wants to know who you are (no permissions).</p>`
    }
    <p class="muted">You will be sent back to ${host}.</p>
    <form method="post" action="/oauth/authorize" class="inline">
      ${hidden}
      <label
        >Sign in as
        <select name="user">
          ${users.map((u) => html`<option value="${u.username}" ${u.id === hint ? 'selected' : ''}>${u.username}</option>`)}
        </select></label
      >
      <button type="submit" name="decision" value="allow">Authorize</button>
      <button class="secondary" type="submit" name="decision" value="deny">Cancel</button>
    </form>
  </section>`;
  return layout('Authorize', body);
}

import type { Context } from 'koa';
import { LichessHttpError } from '../http/errors';
import { joinTeam, quitTeam } from '../services/team-service';
import type { SandboxState } from '../state/store';
import type { SandboxTeam } from '../state/teams';
import { formBody, type RouteDeps, type SandboxRouter } from '../routes/context';
import { html, layout, type Html } from './html';

function notice(ctx: Context): Html | undefined {
  const q = (k: string) => (typeof ctx.query[k] === 'string' ? String(ctx.query[k]) : undefined);
  if (q('joined')) return html`<p class="notice">${q('joined')} is now a member of this team.</p>`;
  if (q('requested')) return html`<p class="notice">${q('requested')} asked to join; a team leader must accept.</p>`;
  if (q('left')) return html`<p class="notice">${q('left')} left the team.</p>`;
  if (q('error')) return html`<p class="error">${q('error')}</p>`;
  return undefined;
}

function userOptions(state: SandboxState, team: SandboxTeam, selected?: string): Html[] {
  return [...state.users.values()]
    .filter((u) => !u.disabled)
    .sort((a, b) => a.username.localeCompare(b.username))
    .map((u) => {
      const tag = team.members.has(u.id) ? ' (member)' : '';
      return html`<option value="${u.username}" ${u.id === selected ? 'selected' : ''}>${u.username}${tag}</option>`;
    });
}

function teamPage(ctx: Context, state: SandboxState, team: SandboxTeam): string {
  const leaders = [...team.leaders.keys()].map((id) => state.users.get(id)?.username ?? id);
  const members = [...team.members.entries()].sort((a, b) => b[1] - a[1]).slice(0, 50);
  const hint = typeof ctx.query.user === 'string' ? ctx.query.user.toLowerCase() : undefined;
  const body = html` <section class="panel">
      <h1>${team.name}</h1>
      <p>${team.description}</p>
      <p class="muted">
        ${team.members.size} members • leaders: ${leaders.join(', ')} •
        ${team.open ? 'anyone can join' : "joining needs a leader's approval"}${team.password ? ' • password required' : ''}
      </p>
      ${notice(ctx)}
    </section>
    <section class="panel">
      <h2>Join this team</h2>
      <p class="muted">Pick the sandbox account you are playing as.</p>
      <form class="inline" method="post" action="/team/${team.id}/join">
        <label
          >Account
          <select name="user" required>
            ${userOptions(state, team, hint)}
          </select></label
        >
        ${team.password ? html`<label>Password <input name="password" type="password" /></label>` : ''}
        ${!team.open && !team.password ? html`<label>Message <input name="message" size="40" placeholder="At least 30 characters" /></label>` : ''}
        <button type="submit">Join team</button>
      </form>
      <form class="inline" method="post" action="/team/${team.id}/quit" style="margin-top:.8rem">
        <select name="user">
          ${userOptions(state, team, hint)}</select
        ><button class="secondary" type="submit">Leave team</button>
      </form>
    </section>
    ${
      team.hideMembers
        ? ''
        : html`<section class="panel">
            <h2>Members</h2>
            <table>
              ${members.map(([id, at]) => {
                const name = state.users.get(id)?.username ?? id;
                return html`<tr>
                  <td><a href="/@/${name}">${name}</a></td>
                  <td class="muted">joined ${new Date(at).toISOString().slice(0, 10)}</td>
                </tr>`;
              })}
            </table>
          </section>`
    }`;
  return layout(team.name, body);
}

function back(ctx: Context, team: SandboxTeam, key: string, value: string, user?: string): void {
  ctx.status = 303;
  const q = new URLSearchParams({ [key]: value, ...(user ? { user } : {}) });
  ctx.redirect(`/team/${encodeURIComponent(team.id)}?${q}`);
}

/** The team page, so the product's "Open Team Page" button works in local runs. */
export function teamPageRoutes(router: SandboxRouter, { state }: RouteDeps): void {
  const pageTeam = (ctx: Context) => state.team(String(ctx.params.teamId));

  router.get('/team/:teamId', (ctx) => {
    const team = pageTeam(ctx);
    ctx.type = 'html';
    if (!team) {
      ctx.status = 404;
      ctx.body = layout('Not found', html`<section class="panel"><h1>No such team</h1></section>`);
      return;
    }
    ctx.body = teamPage(ctx, state, team);
  });

  const formAction = (action: 'join' | 'quit') => (ctx: Context) => {
    const team = pageTeam(ctx);
    const body = formBody(ctx);
    const user = state.findUser(String(body.user ?? ''));
    if (!team) throw new LichessHttpError(404, { error: 'Not found' });
    if (!user || user.disabled) return back(ctx, team, 'error', 'Pick a sandbox account first.');
    try {
      if (action === 'quit') return (quitTeam(team, user), back(ctx, team, 'left', user.username, user.username));
      const input = { message: String(body.message ?? ''), password: String(body.password ?? '') };
      const result = joinTeam(state, team, user, input);
      back(ctx, team, result, user.username, user.username);
    } catch (err) {
      if (!(err instanceof LichessHttpError)) throw err;
      back(ctx, team, 'error', err.message, user.username);
    }
  };
  router.post('/team/:teamId/join', formAction('join'));
  router.post('/team/:teamId/quit', formAction('quit'));
}

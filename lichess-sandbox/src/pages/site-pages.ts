import type { Context } from 'koa';
import { arenaFullName } from '../state/arena';
import type { ResultRow } from '../state/results';
import { STANDARD_PERFS } from '../state/users';
import type { RouteDeps, SandboxRouter } from '../routes/context';
import { arenaStandings } from '../views/arena-json';
import { swissRows } from '../views/swiss-json';
import { html, layout, type Html } from './html';

function send(ctx: Context, title: string, body: Html | undefined): void {
  ctx.type = 'html';
  if (!body) {
    ctx.status = 404;
    ctx.body = layout('Not found', html`<section class="panel"><h1>Not found</h1></section>`);
    return;
  }
  ctx.body = layout(title, body);
}

function standings(rows: ResultRow[], swiss: boolean): Html {
  if (!rows.length) return html`<p class="muted">No players yet.</p>`;
  return html`<table>
    <tr>
      <th>#</th>
      <th>Player</th>
      <th>Rating</th>
      <th>${swiss ? 'Points' : 'Score'}</th>
    </tr>
    ${rows.map(
      (r) =>
        html`<tr>
          <td>${r.rank}</td>
          <td>
            ${r.title ? html`<span class="badge">${r.title}</span> ` : ''}<a href="/@/${r.username}">${r.username}</a>
          </td>
          <td>${r.rating}</td>
          <td>${swiss ? r.points : r.score}</td>
        </tr>`,
    )}
  </table>`;
}

/** Human pages behind the links the product shows: home, profiles, Arena and Swiss pages. */
export function sitePageRoutes(router: SandboxRouter, { state }: RouteDeps): void {
  router.get('/', (ctx) => {
    const teams = [...state.teams.values()].filter((t) => !t.disabled);
    const tours = [...state.arenas.values(), ...state.swisses.values()].sort((a, b) => b.startsAt - a.startsAt);
    send(
      ctx,
      'Home',
      html` <section class="panel">
          <h1>Lichess sandbox</h1>
          <p>Answers the Lichess API offline. Control API under <code>/_sandbox/</code>.</p>
        </section>
        <section class="panel">
          <h2>Teams</h2>
          <ul>
            ${teams.map((t) => html`<li><a href="/team/${t.id}">${t.name}</a> <span class="muted">${t.members.size} members</span></li>`)}
          </ul>
        </section>
        <section class="panel">
          <h2>Tournaments</h2>
          ${
            tours.length
              ? html`<ul>
                  ${tours.map((t) => html`<li><a href="/${t.kind === 'arena' ? 'tournament' : 'swiss'}/${t.id}">${t.kind === 'arena' ? arenaFullName(t.name) : t.name}</a> <span class="badge">${t.status}</span></li>`)}
                </ul>`
              : html`<p class="muted">None yet.</p>`
          }
        </section>
        <section class="panel">
          <h2>Players</h2>
          <p>${[...state.users.values()].map((u) => html`<a href="/@/${u.username}">${u.username}</a> `)}</p>
        </section>`,
    );
  });

  router.get('/@/:username', (ctx) => {
    const u = state.findUser(ctx.params.username);
    const teams = u ? [...state.teams.values()].filter((t) => t.members.has(u.id) && !t.hideMembers) : [];
    send(
      ctx,
      u?.username ?? '',
      u &&
        html` <section class="panel">
          <h1>${u.title ? html`<span class="badge">${u.title}</span> ` : ''}${u.username}</h1>
          ${
            u.disabled
              ? html`<p class="error">This account is closed.</p>`
              : html`<p>${u.bio ?? ''}</p>
                  <table>
                    ${STANDARD_PERFS.map(
                      (k) =>
                        html`<tr>
                          <td>${k}</td>
                          <td>${u.perfs[k]?.rating}${u.perfs[k]?.prov ? '?' : ''}</td>
                          <td class="muted">${u.perfs[k]?.games} games</td>
                        </tr>`,
                    )}
                  </table>
                  <p>Teams: ${teams.map((t) => html`<a href="/team/${t.id}">${t.name}</a> `)}</p>`
          }
        </section>`,
    );
  });

  router.get('/tournament/:id', (ctx) => {
    const a = state.arenas.get(ctx.params.id);
    send(
      ctx,
      a ? arenaFullName(a.name) : '',
      a &&
        html` <section class="panel">
            <h1>${arenaFullName(a.name)}</h1>
            <p>
              <span class="badge">${a.status}</span> ${a.clock.limit / 60}+${a.clock.increment} • ${a.minutes} minutes •
              starts ${new Date(a.startsAt).toISOString()}
            </p>
            ${a.description ? html`<p>${a.description}</p>` : ''}
          </section>
          <section class="panel">
            <h2>Standings</h2>
            ${standings(arenaStandings(state, a), false)}
          </section>`,
    );
  });

  router.get('/swiss/:id', (ctx) => {
    const s = state.swisses.get(ctx.params.id);
    send(
      ctx,
      s?.name ?? '',
      s &&
        html` <section class="panel">
            <h1>${s.name}</h1>
            <p>
              <span class="badge">${s.status}</span> round ${s.round}/${s.nbRounds} •
              ${s.clock.limit / 60}+${s.clock.increment} • team <a href="/team/${s.teamId}">${s.teamId}</a> • starts
              ${new Date(s.startsAt).toISOString()}
            </p>
          </section>
          <section class="panel">
            <h2>Standings</h2>
            ${standings(swissRows(state, s), true)}
          </section>`,
    );
  });
}

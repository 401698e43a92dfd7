import { isRemoteAppModule, isRemoteRoutes, type RemoteAppModule, type RemoteRoute } from '@chess-portal/portal-kit';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { env } from '../config/env';
import type { RemoteName } from './areas';
import { takeEarlyRemotesMap, takeEarlyRoutes } from './early';

export type RemotesMap = Partial<Record<RemoteName, string>>;
/** Loads a remote's exposed './app' module (area + routes); `retry` forgets earlier failures first. */
export type RemoteLoader = (name: RemoteName, options: { retry: boolean }) => Promise<RemoteAppModule>;
/** Loads a remote's route table (its build's routes.json): which paths it renders, without its code. */
export type RoutesLoader = (name: RemoteName, options: { retry: boolean }) => Promise<readonly RemoteRoute[]>;

let remotesMap: Promise<RemotesMap> | null = null;
const registered = new Set<RemoteName>();

/** GET /remotes.json (written by the edge), once per page unless a retry asks again. */
export function fetchRemotesMap(force = false): Promise<RemotesMap> {
  if (!remotesMap || force) {
    const early = force ? null : takeEarlyRemotesMap();
    remotesMap =
      early ??
      fetch(env.remotesUrl, { cache: 'no-cache' }).then(async (res) => {
        if (!res.ok) throw new Error(`${res.status}: could not load ${env.remotesUrl}`);
        return (await res.json()) as RemotesMap;
      });
    remotesMap.catch(() => (remotesMap = null));
  }
  return remotesMap;
}

async function manifestOf(name: RemoteName, retry: boolean): Promise<string> {
  const remotes = await fetchRemotesMap(retry);
  const entry = remotes[name];
  if (!entry) throw new Error(`/remotes.json has no manifest for ${name}`);
  return new URL(entry, window.location.href).href;
}

/**
 * The remote's routes.json, written by its build next to its mf-manifest.json (CONVENTIONS.md): the
 * shell learns every remote's paths from these few hundred bytes and fetches only the owner's code.
 */
export const fetchRemoteRoutes: RoutesLoader = async (name, { retry }) => {
  const url = new URL('routes.json', await manifestOf(name, retry)).href;
  const early = retry ? null : takeEarlyRoutes(name);
  const routes: unknown = early
    ? await early
    : await fetch(url, { cache: 'no-cache' }).then((res) => {
        if (!res.ok) throw new Error(`${res.status}: could not load ${url}`);
        return res.json() as Promise<unknown>;
      });
  if (!isRemoteRoutes(routes)) throw new Error(`${url} must list the routes of ${name}`);
  return routes;
};

/** Module Federation at run time: register the remote from its manifest URL, then load './app' and the page opened. */
export const loadRemoteApp: RemoteLoader = async (name, { retry }) => {
  const entry = await manifestOf(name, retry);
  if (retry || !registered.has(name)) {
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.add(name);
  }
  const exposed = await loadRemote<unknown>(`${name}/app`);
  if (!isRemoteAppModule(exposed)) throw new Error(`${name}/app must export a default component and its routes`);
  // the page being opened comes with its area: mounted with its code here, it renders at once rather
  // than behind the area's Suspense fallback (which React keeps up for at least 300 ms)
  try {
    await exposed.preload?.(window.location.pathname);
  } catch {
    // a page whose code cannot be fetched fails where it renders, in the area's error boundary
  }
  return exposed;
};

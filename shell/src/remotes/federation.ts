import { isRemoteAppModule, type RemoteAppModule } from '@chess-portal/portal-kit';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { env } from '../config/env';
import type { RemoteName } from './areas';

export type RemotesMap = Partial<Record<RemoteName, string>>;
/** Loads a remote's exposed './app' module (area + routes); `retry` forgets earlier failures first. */
export type RemoteLoader = (name: RemoteName, options: { retry: boolean }) => Promise<RemoteAppModule>;

let remotesMap: Promise<RemotesMap> | null = null;
const registered = new Set<RemoteName>();

/** GET /remotes.json (written by the edge), once per page unless a retry asks again. */
export function fetchRemotesMap(force = false): Promise<RemotesMap> {
  if (!remotesMap || force) {
    remotesMap = fetch(env.remotesUrl, { cache: 'no-cache' }).then(async (res) => {
      if (!res.ok) throw new Error(`${res.status}: could not load ${env.remotesUrl}`);
      return (await res.json()) as RemotesMap;
    });
    remotesMap.catch(() => (remotesMap = null));
  }
  return remotesMap;
}

/** Module Federation at run time: register the remote from its manifest URL, then load './app'. */
export const loadRemoteApp: RemoteLoader = async (name, { retry }) => {
  const remotes = await fetchRemotesMap(retry);
  const entry = remotes[name];
  if (!entry) throw new Error(`/remotes.json has no manifest for ${name}`);
  if (retry || !registered.has(name)) {
    registerRemotes([{ name, entry: new URL(entry, window.location.href).href }], { force: registered.has(name) });
    registered.add(name);
  }
  const exposed = await loadRemote<unknown>(`${name}/app`);
  if (!isRemoteAppModule(exposed)) throw new Error(`${name}/app must export a default component and its routes`);
  return exposed;
};

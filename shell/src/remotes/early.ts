// The remotes' addresses and route tables, asked for as soon as main.js runs: before the shared libraries
// have arrived (this file imports none), so on a slow network these small answers travel while those do,
// instead of one round trip after another once the app has started (issue 25); the edge names them in the page's
// Link header (server/preload-links.ts), so they are usually in before this runs. federation.ts takes each
// answer once; a retry asks again.

let remotesMap: Promise<Record<string, string>> | null = null;
const routeTables = new Map<string, Promise<unknown>>();

const json = (url: string) =>
  fetch(url, { cache: 'no-cache' }).then((res) => {
    if (!res.ok) throw new Error(`${res.status}: could not load ${url}`);
    return res.json() as Promise<unknown>;
  });

/** Starts the fetches the shell makes on a path it does not own itself (the shell owns `ownPaths`). */
export function fetchRemotesEarly(remotesUrl: string, ownPaths: readonly string[]): void {
  if (ownPaths.includes(window.location.pathname)) return;
  remotesMap = json(remotesUrl).then((map) => map as Record<string, string>);
  remotesMap.then(
    (map) => {
      for (const [name, entry] of Object.entries(map)) {
        const tables = json(new URL('routes.json', new URL(entry, window.location.href)).href);
        tables.catch(() => undefined); // taken (and its failure seen) by federation.ts, or never
        routeTables.set(name, tables);
      }
    },
    () => undefined,
  );
}

/** The early /remotes.json answer, once (null when none was started or it was taken). */
export function takeEarlyRemotesMap(): Promise<Record<string, string>> | null {
  const taken = remotesMap;
  remotesMap = null;
  return taken;
}

/** The early routes.json answer of `name`, once (null when none was started or it was taken). */
export function takeEarlyRoutes(name: string): Promise<unknown> | null {
  const taken = routeTables.get(name) ?? null;
  routeTables.delete(name);
  return taken;
}

// A GET of the portal's JSON from the test process. Node's fetch keeps connections alive and, unlike a
// browser, does not send an idempotent request again when the edge closes an idle connection just as
// it is reused (keep-alive race: "SocketError: other side closed"); this does, once.
import { stack } from './browser';

export async function getJson<T>(path: string): Promise<T> {
  const url = `${stack().baseUrl}${path}`;
  let res: Response;
  try {
    res = await fetch(url);
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    res = await fetch(url);
  }
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

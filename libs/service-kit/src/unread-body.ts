// A request answered before its body was read to the end (a guard's 403 or 415, the body parser's 413,
// the edge relaying a BFF's early answer) still has the rest of its body on a keep-alive connection.
// Node reads and drops it only when nobody had started reading: a reader that stopped halfway
// (raw-body at its limit pauses the request; a proxy that stops piping) leaves the request paused, the
// socket stops being read, and the connection hangs until a timeout resets it. Here the rest is read
// and dropped after the answer, so the connection serves its next request; past a cap it is closed.
import type { IncomingMessage, Server } from 'node:http';

/** How much of an abandoned body is read and dropped before its connection is closed instead. */
export const MAX_DISCARDED_BODY_BYTES = 8 * 1024 * 1024;

const discarding = new WeakSet<IncomingMessage>();

/**
 * Reads what is left of `req`'s body and drops it (stopping any pipe first). After `maxBytes` more,
 * the connection is closed: the answer left long before, so the client has read it.
 */
export function discardBody(req: IncomingMessage, maxBytes = MAX_DISCARDED_BODY_BYTES): void {
  if (req.readableEnded || req.destroyed || discarding.has(req)) return;
  discarding.add(req);
  req.unpipe();
  req.removeAllListeners('data');
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > maxBytes) req.socket.destroy();
  });
  req.resume();
}

/** Whether nobody reads `req` any more although its body did not end (paused, or its pipe stopped). */
export const abandoned = (req: IncomingMessage) => !req.readableEnded && !req.destroyed && req.readableFlowing !== true;

/**
 * After every answer of `server`: a body left unread and not flowing anywhere is discarded
 * (discardBody). A body still flowing (node's own dump, a pipe still running) is left alone.
 */
export function discardAbandonedBodies(server: Server, maxBytes = MAX_DISCARDED_BODY_BYTES): void {
  server.on('request', (req: IncomingMessage, res) => {
    res.once('finish', () => {
      if (abandoned(req)) discardBody(req, maxBytes);
    });
  });
}

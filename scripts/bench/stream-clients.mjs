// A cheap load generator for the live-stream scenario (streams.mjs), run as a child process (fork): it
// opens GET /api/events streams through an edge on raw `net` sockets, as many browser tabs would, and
// notes when each stream received an event naming a given key. No HTTP client, no SSE parser: it looks
// for the status line once, then only for the marker string in the bytes (an event is one write at core,
// so one chunk end to end; the tail of the previous chunk is kept for a marker split between reads).
//
// Messages from the parent (process.send answers each with `{ id, ... }`):
//   { type: 'open', edge: { host, port }, cookies, perCookie, target, concurrency, localAddresses }
//       opens streams until `target` are open (perCookie streams on each cookie, in order)
//   { type: 'mark', marker }   from now on, note each open stream's first event containing `marker`
//   { type: 'count' }          how many open streams noted it so far, and how many are open
//   { type: 'collect', since } each noting stream's delay from `since` (epoch ms), and the open ones that missed it
//   { type: 'close' }          ends every stream and exits
import net from 'node:net';

const now = () => performance.timeOrigin + performance.now();

/** @type {{ socket: net.Socket, ok: boolean, open: boolean, carry: string, at: number }[]} */
const streams = [];
let marker = '';
const failures = new Map();

function fail(reason) {
  failures.set(reason, (failures.get(reason) ?? 0) + 1);
}

function openOne({ edge, cookie, localAddress, timeoutMs = 60_000 }) {
  return new Promise((resolve) => {
    const stream = { socket: null, ok: false, open: false, carry: '', at: 0 };
    let head = '';
    let settled = false;
    const done = (ok, reason) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (ok) {
        stream.ok = true;
        stream.open = true;
        streams.push(stream);
      } else {
        fail(reason);
        socket.destroy();
      }
      resolve(ok);
    };
    const socket = net.connect({ host: edge.host, port: edge.port, localAddress });
    stream.socket = socket;
    const timer = setTimeout(() => done(false, 'timeout'), timeoutMs);
    socket.setEncoding('latin1');
    socket.setNoDelay(true);
    socket.on('connect', () => {
      socket.write(
        `GET /api/events HTTP/1.1\r\nHost: ${edge.host}:${edge.port}\r\nAccept: text/event-stream\r\n` +
          `Cache-Control: no-cache\r\nCookie: ${cookie}\r\n\r\n`,
      );
    });
    socket.on('data', (chunk) => {
      if (!stream.ok) {
        head += chunk;
        const end = head.indexOf('\r\n');
        if (end < 0) return;
        const status = head.slice(9, 12);
        if (status !== '200') return done(false, `HTTP ${status}`);
        stream.carry = head.slice(-80);
        return done(true);
      }
      if (!marker || stream.at) return;
      const text = stream.carry + chunk;
      if (text.includes(marker)) stream.at = now();
      else stream.carry = text.slice(-marker.length);
    });
    socket.on('error', (err) => done(false, err.code ?? err.message));
    socket.on('close', () => {
      stream.open = false;
      done(false, 'closed before answering');
    });
  });
}

/** Streams tried so far (a failed one is not tried again: it shows in `failures`). */
let attempted = 0;

async function open({ edge, cookies, perCookie, target, concurrency = 100, localAddresses = ['127.0.0.1'] }) {
  const started = now();
  const worker = async () => {
    while (attempted < target) {
      const i = attempted++;
      const cookie = cookies[Math.floor(i / perCookie) % cookies.length];
      await openOne({ edge, cookie, localAddress: localAddresses[i % localAddresses.length] });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    open: streams.filter((s) => s.open).length,
    ms: Math.round(now() - started),
    failures: Object.fromEntries(failures),
  };
}

process.on('message', async (msg) => {
  const reply = (body) => process.send({ id: msg.id, ...body });
  if (msg.type === 'open') return reply(await open(msg));
  if (msg.type === 'mark') {
    marker = msg.marker;
    for (const s of streams) {
      s.at = 0;
      s.carry = '';
    }
    return reply({});
  }
  if (msg.type === 'count') {
    let got = 0;
    let openNow = 0;
    for (const s of streams) {
      if (s.at) got += 1;
      if (s.open) openNow += 1;
    }
    return reply({ got, open: openNow });
  }
  if (msg.type === 'collect') {
    const delays = [];
    let missed = 0;
    for (const s of streams) {
      if (s.at) delays.push(Math.max(0, s.at - msg.since));
      else if (s.open) missed += 1;
    }
    marker = '';
    return reply({ delays, missed, closed: streams.filter((s) => !s.open).length });
  }
  if (msg.type === 'close') {
    for (const s of streams) s.socket.destroy();
    reply({});
    setTimeout(() => process.exit(0), 50);
  }
});

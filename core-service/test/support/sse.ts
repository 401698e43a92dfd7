// A test client for core's GET /events over a real socket: opens the acting user's stream and reads its
// events as they arrive (what the BFFs pass through to the browser).
import http from 'node:http';
import { SERVICE_TOKEN } from './test-app';

export type SseEvent = { event: string; id?: string; data: string };
export type SseStream = {
  status: number;
  text: () => string;
  events: () => SseEvent[];
  /** resolves with the first event matching, or rejects after 5 s */
  next: (match: (e: SseEvent) => boolean) => Promise<SseEvent>;
  ended: Promise<void>;
  close: () => void;
};

export function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.split('\n').some((l) => l.startsWith('data:')))
    .map((block) => {
      const e: SseEvent = { event: 'message', data: '' };
      for (const line of block.split('\n')) {
        const [field, ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (field === 'event') e.event = value;
        else if (field === 'id') e.id = value;
        else if (field === 'data') e.data += value;
      }
      return e;
    });
}

/** A `change` event naming `key`. */
export const changeOf = (key: string) => (e: SseEvent) => e.event === 'change' && JSON.parse(e.data).key === key;

export function openSse(
  base: string,
  userId: string,
  sid: string,
  headers: Record<string, string> = {},
): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}/events`,
      {
        headers: {
          Authorization: `Bearer ${SERVICE_TOKEN}`,
          'X-Acting-User-Id': userId,
          'X-Session-Id': sid,
          ...headers,
        },
      },
      (res) => {
        let text = '';
        const waiters: (() => void)[] = [];
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          for (const w of waiters.splice(0)) w();
        });
        resolve({
          status: res.statusCode ?? 0,
          text: () => text,
          events: () => parseSse(text),
          ended: new Promise<void>((done) => res.on('close', done)),
          close: () => req.destroy(),
          next: (match) =>
            new Promise((found, fail) => {
              const timer = setTimeout(() => fail(new Error(`no matching event in:\n${text}`)), 5000);
              const look = () => {
                const hit = parseSse(text).find(match);
                if (hit) {
                  clearTimeout(timer);
                  found(hit);
                } else waiters.push(look);
              };
              look();
            }),
        });
      },
    );
    req.on('error', reject);
  });
}

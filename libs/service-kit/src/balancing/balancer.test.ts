import { connectionRefused, roundRobin, urlList } from './balancer';

const a = 'http://a:1';
const b = 'http://b:1';
const c = 'http://c:1';

describe('roundRobin', () => {
  it('hands out the instances in turn', () => {
    const lb = roundRobin([a, b, c]);
    expect([lb.pick(), lb.pick(), lb.pick(), lb.pick(), lb.pick()]).toEqual([a, b, c, a, b]);
  });

  it('always answers the lone instance', () => {
    const lb = roundRobin([a]);
    expect([lb.pick(), lb.pick()]).toEqual([a, a]);
  });

  it('passes over an instance marked down while another is up, and takes it back after downForMs', () => {
    let now = 1_000;
    const lb = roundRobin([a, b], { downForMs: 500, now: () => now });
    lb.markDown(a);
    expect([lb.pick(), lb.pick(), lb.pick()]).toEqual([b, b, b]);
    now += 499;
    expect(lb.pick()).toBe(b);
    now += 1;
    expect([lb.pick(), lb.pick()]).toEqual([a, b]);
  });

  it('takes an instance back at once when it answered', () => {
    const lb = roundRobin([a, b], { downForMs: 60_000 });
    lb.markDown(b);
    expect([lb.pick(), lb.pick()]).toEqual([a, a]);
    lb.markUp(b);
    expect([lb.pick(), lb.pick()]).toEqual([b, a]);
  });

  it('still tries an instance marked down when every other one is down too', () => {
    const lb = roundRobin([a, b], { downForMs: 60_000 });
    lb.markDown(a);
    lb.markDown(b);
    expect(lb.pick()).toBe(a);
    expect(lb.pick()).toBe(b);
  });

  it('gives a retried request an instance it has not tried yet, then none', () => {
    const lb = roundRobin([a, b, c]);
    const tried = new Set<string>();
    for (let i = 0; i < 3; i += 1) tried.add(lb.pick(tried)!);
    expect([...tried].sort()).toEqual([a, b, c]);
    expect(lb.pick(tried)).toBeUndefined();
    expect(lb.pick(new Set([b]))).not.toBe(b);
  });

  it('prefers an untried instance that is down over none at all', () => {
    const lb = roundRobin([a, b], { downForMs: 60_000 });
    lb.markDown(b);
    expect(lb.pick(new Set([a]))).toBe(b);
  });

  it('needs at least one instance', () => {
    expect(() => roundRobin([])).toThrow('at least one');
  });
});

describe('connectionRefused', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
  it.each([
    ['a Node socket error', refused],
    ['undici: fetch failed with the cause', new TypeError('fetch failed', { cause: refused })],
    [
      'undici: an AggregateError for several addresses',
      new TypeError('fetch failed', { cause: new AggregateError([refused, refused]) }),
    ],
  ])('is true for %s', (_, err) => expect(connectionRefused(err)).toBe(true));

  it.each([
    ['a reset connection', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
    [
      'undici: other side closed',
      new TypeError('fetch failed', {
        cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
      }),
    ],
    ['a timeout', new DOMException('The operation was aborted due to timeout', 'TimeoutError')],
    ['no error', undefined],
  ])('is false for %s (the request may have reached the instance)', (_, err) =>
    expect(connectionRefused(err)).toBe(false),
  );
});

describe('urlList', () => {
  const list = urlList('http://127.0.0.1:8090');
  it('reads one URL or a comma-separated list, trimmed, without trailing slashes or repeats', () => {
    expect(list.parse(undefined)).toEqual(['http://127.0.0.1:8090']);
    expect(list.parse('http://core:8090/')).toEqual(['http://core:8090']);
    expect(list.parse(' http://core-1:8090 ,http://core-2:8090/,, http://core-1:8090')).toEqual([
      'http://core-1:8090',
      'http://core-2:8090',
    ]);
  });

  it.each(['', ' , ', 'core:8090', 'http://core-1:8090,ftp://core-2', 'not a url'])('refuses %j', (value) => {
    expect(list.safeParse(value).success).toBe(false);
  });
});

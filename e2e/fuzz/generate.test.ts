import { gunzipSync, inflateSync, brotliDecompressSync } from 'node:zlib';
import { requestBodyValidator } from '@chess-portal/contracts/openapi';
import { createGenerator, mutate, validRequest, type Pools } from './generate';
import {
  BROKEN_JSON,
  FAR_DATES,
  FAR_NUMBERS,
  HTML_SAMPLES,
  MB,
  PATH_GARBAGE,
  PROTO_KEYS,
  SQL_SAMPLES,
  fieldsOf,
  mutators,
} from './mutators';
import { loadOperations } from './operations';
import { createRng } from './rng';
import { finalize, FRESH, roles, toCurl, type FuzzRequest } from './request';

const pools: Pools = {
  tournaments: ['11111111-1111-4111-8111-111111111111'],
  ownTournaments: ['22222222-2222-4222-8222-222222222222'],
  registrations: [['22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333']],
  commissions: ['44444444-4444-4444-8444-444444444444'],
  users: ['55555555-5555-4555-8555-555555555555'],
  applications: ['66666666-6666-4666-8666-666666666666'],
  settingKeys: ['GLOBAL_COMMISSION_PERCENT', 'ADMIN_UPI'],
};
const ops = loadOperations();
const op = (key: string) => ops.find((o) => o.key === key)!;
const origin = 'http://127.0.0.1:8080';

function sequence(seed: number, n: number) {
  const generator = createGenerator({ seed, ops, pools, origin });
  return Array.from({ length: n }, () => {
    const req = generator.next();
    const wire = finalize(req, 'fresh-id');
    return [
      req.op.key,
      req.role,
      req.mutation,
      wire.method,
      wire.path,
      JSON.stringify(wire.headers),
      wire.body?.toString('base64').slice(0, 200),
    ];
  });
}

describe('the operations', () => {
  test('are every operation of the three BFF documents', () => {
    expect(ops.length).toBeGreaterThan(50);
    expect(ops.map((o) => o.key)).toEqual(
      expect.arrayContaining(['bff-player login', 'bff-organizer approveRegistration', 'bff-admin listAuditLog']),
    );
    expect(
      op('bff-organizer approveRegistration')
        .params.map((p) => p.name)
        .sort(),
    ).toEqual(['id', 'regId']);
    expect(op('bff-player joinTournament').body?.required).toBe(true);
  });
});

describe('the generator', () => {
  test('is deterministic for a seed, and another seed gives other requests', () => {
    const first = sequence(42, 400);
    expect(sequence(42, 400)).toEqual(first);
    expect(sequence(43, 400)).not.toEqual(first);
  });

  test('visits every operation for every role in each round', () => {
    const seen = new Set(sequence(7, ops.length * roles.length).map(([key, role]) => `${key} ${role}`));
    expect(seen.size).toBe(ops.length * roles.length);
  });

  test('makes valid bodies that the operation schema accepts (ajv), for many seeds', () => {
    for (const o of ops.filter((x) => x.body)) {
      const validate = requestBodyValidator(o.doc, o.method, o.path)!;
      for (let seed = 0; seed < 40; seed++) {
        const req = validRequest(0, o, 'organizer', createRng(seed), pools);
        if (req.json === undefined) continue;
        const body = JSON.parse(JSON.stringify(req.json).split(FRESH).join('fresh-id'));
        if (!validate(body))
          throw new Error(`${o.key} seed ${seed}: ${JSON.stringify(validate.errors)} for ${JSON.stringify(body)}`);
      }
    }
  });

  test('uses real ids, and objects of its own for destructive calls of roles that may make them', () => {
    const rng = createRng(1);
    expect(validRequest(0, op('bff-player getTournament'), 'visitor', rng, pools).pathParams.id).toBe(
      pools.tournaments[0],
    );
    const del = validRequest(0, op('bff-organizer deleteOrganizerTournament'), 'organizer', rng, pools);
    expect(del).toMatchObject({ fresh: 'tournament', pathParams: { id: FRESH } });
    expect(validRequest(0, op('bff-organizer deleteOrganizerTournament'), 'player', rng, pools).pathParams.id).toBe(
      pools.ownTournaments[0],
    );
    expect(validRequest(0, op('bff-admin blockAdminUser'), 'admin', rng, pools)).toMatchObject({ fresh: 'user' });
    expect(validRequest(0, op('bff-organizer approveRegistration'), 'organizer', rng, pools).pathParams).toEqual({
      id: pools.registrations[0][0],
      regId: pools.registrations[0][1],
    });
    expect(validRequest(0, op('bff-player logout'), 'player', rng, pools).session).toBe('fresh-login');
    expect(validRequest(0, op('bff-player updateProfile'), 'player', rng, pools).session).toBe('self');
  });

  test('sends the portal origin on unsafe methods, and sometimes none or a foreign one', () => {
    const generator = createGenerator({ seed: 3, ops, pools, origin });
    const origins = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const req = generator.next();
      if (!['GET', 'HEAD', 'OPTIONS'].includes(req.method)) origins.add(req.headers.Origin ?? 'none');
      else expect(req.headers.Origin).toBeUndefined();
    }
    expect([...origins].sort()).toEqual([origin, 'https://evil.example', 'none'].sort());
  });
});

/** A valid request for `key` mutated by `name` (a seed where it applies). */
function mutated(key: string, name: string, seed = 1): { before: FuzzRequest; after: FuzzRequest } {
  const mutator = mutators.find((m) => m.name === name)!;
  const before = validRequest(0, op(key), 'organizer', createRng(seed), pools);
  const after = validRequest(0, op(key), 'organizer', createRng(seed), pools);
  expect(mutator.applies(after)).toBe(true);
  mutator.apply(after, createRng(seed));
  return { before, after };
}
const text = (req: FuzzRequest) => finalize(req).body?.toString('utf8') ?? '';
const UPDATE = 'bff-organizer updateOrganizerTournament';

describe('each mutator does what it says', () => {
  const seeds = Array.from({ length: 12 }, (_, i) => i + 1);

  test.each(seeds)('wrong-type changes the type of a field (seed %i)', (seed) => {
    const { before, after } = mutated(UPDATE, 'wrong-type', seed);
    const kind = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);
    const changed = fieldsOf(before.json).filter(([o, k]) => {
      const now = fieldsOf(after.json).find(([, k2]) => k2 === k);
      return now && kind(now[0][k]) !== kind(o[k]);
    });
    expect(changed.length).toBeGreaterThan(0);
  });

  test.each(seeds)('missing-field drops a field, the fields or the body (seed %i)', (seed) => {
    const { before, after } = mutated(UPDATE, 'missing-field', seed);
    expect(fieldsOf(after.json).length).toBeLessThan(fieldsOf(before.json).length);
  });

  test('huge-string puts a 0.5 to 1 MB string in the body', () => {
    for (const seed of seeds) expect(text(mutated(UPDATE, 'huge-string', seed).after).length).toBeGreaterThan(MB / 2);
  });

  test('huge-query makes the URL longer than 9,000 characters', () => {
    expect(finalize(mutated('bff-player listTournaments', 'huge-query').after).path.length).toBeGreaterThan(9000);
  });

  test('unicode puts non-ASCII text (or its JSON escapes) in the body, query or path', () => {
    for (const seed of seeds) {
      const wire = finalize(mutated(UPDATE, 'unicode', seed).after);
      expect(`${wire.path} ${wire.body?.toString('utf8')}`).toMatch(/[^\x20-\x7e]|\\u|%(?:[89A-F][0-9A-F]|00)/);
    }
  });

  test('far-number, far-date, sql and html put their samples in the request', () => {
    const cases: Array<[string, string[]]> = [
      ['far-number', FAR_NUMBERS],
      ['far-date', FAR_DATES],
      ['sql', SQL_SAMPLES],
      ['html', HTML_SAMPLES],
    ];
    for (const [name, samples] of cases) {
      for (const seed of seeds) {
        const wire = finalize(mutated(UPDATE, name, seed).after);
        const sent = `${decodeURIComponent(wire.path)} ${wire.body?.toString('utf8')}`;
        expect(samples.some((s) => sent.includes(s) || sent.includes(JSON.stringify(s).slice(1, -1)))).toBe(true);
      }
    }
  });

  test('prototype-keys sends __proto__, constructor or prototype as an own key of the body', () => {
    for (const seed of seeds) {
      const body = JSON.parse(text(mutated('bff-player login', 'prototype-keys', seed).after)) as object;
      expect(Object.keys(body).some((k) => PROTO_KEYS.includes(k))).toBe(true);
    }
  });

  test('broken-json sends one of the broken texts', () => {
    for (const seed of seeds)
      expect(BROKEN_JSON).toContain(mutated('bff-player login', 'broken-json', seed).after.text);
  });

  test('wrong-content-type sends a body with another (or no) content type', () => {
    for (const seed of seeds) {
      const { after } = mutated('bff-player login', 'wrong-content-type', seed);
      expect(after.headers['Content-Type']).not.toBe('application/json');
      expect(finalize(after).body).toBeDefined();
    }
  });

  test('content-encoding labels a body with an encoding it does not have', () => {
    const decoders: Record<string, (b: Buffer) => Buffer> = {
      gzip: gunzipSync,
      'x-gzip': gunzipSync,
      deflate: inflateSync,
      br: brotliDecompressSync,
    };
    let checked = 0;
    for (let seed = 1; seed < 60; seed++) {
      const { after } = mutated('bff-player login', 'content-encoding', seed);
      const label = after.headers['Content-Encoding'];
      const decode = decoders[label];
      if (!decode) continue;
      const body = finalize(after).body!;
      const bomb = label === 'gzip' && after.encoding.compress === 'gzip';
      if (bomb) expect(gunzipSync(body).length).toBeGreaterThan(20 * MB);
      else expect(() => decode(body)).toThrow();
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  test('charset sends UTF-16, Latin-1 or invalid UTF-8 bytes', () => {
    for (const seed of seeds) {
      const body = finalize(mutated('bff-player login', 'charset', seed).after).body!;
      const utf8 = body.toString('utf8');
      const plainJson =
        Buffer.from(utf8, 'utf8').equals(body) &&
        (() => {
          try {
            return JSON.parse(utf8) !== undefined;
          } catch {
            return false;
          }
        })();
      expect(plainJson).toBe(false);
    }
  });

  test('path-garbage puts a dot, garbage or a very long segment in the path', () => {
    for (const seed of seeds) {
      const { after } = mutated('bff-player getTournament', 'path-garbage', seed);
      expect(PATH_GARBAGE).toContain(after.pathParams.id);
      expect(finalize(after).path).toBe(`/api/tournaments/${after.pathParams.id}`);
    }
  });

  test('query-garbage, header-garbage and wrong-method change the query, headers or method', () => {
    for (const seed of seeds) {
      expect(mutated('bff-admin listAuditLog', 'query-garbage', seed).after.query.length).toBeGreaterThan(
        mutated('bff-admin listAuditLog', 'query-garbage', seed).before.query.length,
      );
      const headers = mutated('bff-player me', 'header-garbage', seed);
      expect(headers.after.headers).not.toEqual(headers.before.headers);
      expect(mutated('bff-player me', 'wrong-method', seed).after.method).not.toBe('GET');
    }
  });

  test('mutate names what it applied', () => {
    const req = mutate(validRequest(0, op(UPDATE), 'admin', createRng(9), pools), createRng(9), 2);
    expect(req.mutation.split('+')).toHaveLength(2);
    req.mutation.split('+').forEach((name) => expect(mutators.map((m) => m.name)).toContain(name));
  });
});

describe('the reproducer', () => {
  test('is a curl command line with the same method, raw path, headers and body', () => {
    const req = validRequest(0, op('bff-player login'), 'visitor', createRng(5), pools);
    req.pathParams = {};
    req.headers['X-Test'] = "it's";
    const wire = finalize(req);
    const curl = toCurl('http://127.0.0.1:8080', wire, 'csa.sid=a; csa.sid.sig=b', '/tmp/body');
    expect(curl).toContain('--path-as-is');
    expect(curl).toContain("-X POST 'http://127.0.0.1:8080/api/auth/login'");
    expect(curl).toContain(`-H 'X-Test: it'\\''s'`);
    expect(curl).toContain("-H 'Cookie: csa.sid=a; csa.sid.sig=b'");
    expect(curl).toContain(`--data-binary '${wire.body!.toString('utf8')}'`);
    const binary = { ...wire, body: Buffer.from([0xff, 0x00]) };
    expect(toCurl('http://x', binary, undefined, '/tmp/body')).toContain('--data-binary @/tmp/body');
  });

  test('keeps dot segments as they are', () => {
    const req = validRequest(0, op('bff-player getTournament'), 'visitor', createRng(5), pools);
    req.pathParams.id = '%2e%2e';
    expect(toCurl('http://x', finalize(req), undefined, '')).toContain("'http://x/api/tournaments/%2e%2e'");
  });
});

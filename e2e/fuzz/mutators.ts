// The mutators: each turns a (valid) request into one that breaks one rule, and says whether it
// applies to a request at all. The names are what the summary and the reproducers show.
import type { Rng } from './rng';
import type { FuzzRequest } from './request';

export type Mutator = {
  name: string;
  applies: (req: FuzzRequest) => boolean;
  apply: (req: FuzzRequest, rng: Rng) => void;
};

export const MB = 1024 * 1024;

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every [container, key] of the body down to depth 3 (objects only), the top level first. */
export function fieldsOf(json: unknown, depth = 0): Array<[Obj, string]> {
  if (!isObject(json) || depth > 3) return [];
  return Object.keys(json).flatMap((key): Array<[Obj, string]> => [[json, key], ...fieldsOf(json[key], depth + 1)]);
}
const stringFields = (json: unknown) => fieldsOf(json).filter(([o, k]) => typeof o[k] === 'string');
const hasFields = (req: FuzzRequest) => fieldsOf(req.json).length > 0 && req.text === undefined && !req.bytes;
const hasPathParams = (req: FuzzRequest) => Object.keys(req.pathParams).length > 0;
const unsafe = (req: FuzzRequest) => !['GET', 'HEAD'].includes(req.method);

/** Sets a string field (or, with none, a new field `note`) to `value`. */
function setString(req: FuzzRequest, rng: Rng, value: string) {
  const fields = stringFields(req.json);
  if (fields.length) {
    const [obj, key] = rng.pick(fields);
    obj[key] = value;
  } else if (isObject(req.json)) req.json.note = value;
}

/** A body for requests that had none, so body-level mutators reach operations without a schema. */
function ensureBody(req: FuzzRequest) {
  if (req.json === undefined && req.text === undefined && !req.bytes) req.json = { note: 'fuzz' };
  if (!Object.keys(req.headers).some((h) => h.toLowerCase() === 'content-type'))
    req.headers['Content-Type'] = 'application/json';
}

export const UNICODE_SAMPLES = [
  '♞♛♜ 國際象棋 шахматы शतरंज',
  'e\u0301\u0301\u0301\u0301 Z\u0336\u0337a\u0338l\u0335g\u0334o\u0336',
  '\u202egnp.exe\u202c',
  '\u200b\u200c\u200d\ufeff',
  '😀🏳️‍🌈👩‍👩‍👧‍👦'.repeat(20),
  'ＡＤＭＩＮ＠ｅｘａｍｐｌｅ．ｃｏｍ',
  'nul\u0000byte',
  '\ud800 lone surrogate',
  'İıſK ǅ ß ﬃ',
];
export const SQL_SAMPLES = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(3); --',
  "' UNION SELECT id, password_hash FROM users --",
  "admin'--",
  "%' AND 1=0 --",
  '"; DELETE FROM sessions; --',
  "$1' || (SELECT current_user) || '",
];
export const HTML_SAMPLES = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("return process")()}}',
  '${7*7}<%= 7*7 %>',
  '<!--#exec cmd="id"-->',
];
/** Far-out numbers; some only exist as JSON text (1e999 parses to Infinity). */
export const FAR_NUMBERS = [
  '1e308',
  '-1e308',
  '1e999',
  '-1e999',
  '9007199254740993',
  '-0',
  '5e-324',
  '123456789012345678901234567890',
  '2147483648',
  '-2147483649',
];
export const FAR_DATES = [
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00Z',
  '2024-02-30T10:00',
  '2024-13-01T00:00:00Z',
  '2038-01-19T03:14:08+14:00',
  '1900-01-01T00:00:00-12:00',
  '99999-01-01T00:00:00Z',
];
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];
export const BROKEN_JSON = [
  '{',
  '{"a":1,}',
  "{'a': 1}",
  '{"a": undefined}',
  'NaN',
  '\ufeff{}',
  '[]',
  'null',
  '"text"',
  '{"a":1}{"b":2}',
  '{"a":"\\u12"}',
  '',
  '['.repeat(100_000),
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
];
export const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=nonsense',
  'application/merge-patch+json',
  'a/b/c',
  ';;;',
  'application/json, text/plain',
];
/** Content-Encoding labels sent with a body that is not encoded that way (or not at all). */
export const FAKE_ENCODINGS = ['gzip', 'deflate', 'br', 'compress', 'x-gzip', 'gzip, gzip', 'identity', 'zstd', 'fuzz'];
export const PATH_GARBAGE = [
  '.',
  '..',
  '%2e',
  '%2e%2e',
  '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '..%2f..%2f',
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%ff%fe',
  '%C0%AE%C0%AE',
  '%2F',
  encodeURIComponent('♞國際象棋😀'),
  '\xff\xfe',
  'x'.repeat(8000),
  '1e999',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  '%20',
  '__proto__',
  'constructor',
];

const pickField = (req: FuzzRequest, rng: Rng) => rng.pick(fieldsOf(req.json));
const replaceText = (req: FuzzRequest, text: string) => {
  req.text = text;
};

export const mutators: Mutator[] = [
  {
    name: 'wrong-type',
    applies: hasFields,
    apply(req, rng) {
      const [obj, key] = pickField(req, rng);
      const current = obj[key];
      const others: unknown[] = [42, -1.5, 'text', true, null, [], [1, 'two'], { nested: { deep: true } }].filter(
        (v) => typeof v !== typeof current || Array.isArray(v) !== Array.isArray(current),
      );
      obj[key] = rng.pick(others);
    },
  },
  {
    name: 'missing-field',
    applies: (req) => req.json !== undefined && req.text === undefined,
    apply(req, rng) {
      const fields = fieldsOf(req.json);
      const choice = rng.int(0, 2);
      if (choice === 0 && fields.length) {
        const [obj, key] = rng.pick(fields);
        delete obj[key];
      } else if (choice === 1) req.json = {};
      else req.json = undefined;
    },
  },
  {
    name: 'huge-string',
    applies: (req) => unsafe(req) && req.text === undefined && !req.bytes,
    apply(req, rng) {
      ensureBody(req);
      setString(req, rng, rng.pick(['a', '♞', '0', '<']).repeat(rng.pick([MB, MB / 2 + 3])));
    },
  },
  {
    name: 'huge-query',
    applies: () => true,
    apply(req, rng) {
      req.query.push([rng.pick(['q', 'status', 'username']), 'x'.repeat(rng.pick([9000, 70_000]))]);
    },
  },
  {
    name: 'unicode',
    applies: (req) => hasFields(req) || req.query.length > 0 || hasPathParams(req),
    apply(req, rng) {
      const value = rng.pick(UNICODE_SAMPLES);
      if (hasFields(req) && rng.chance(0.7)) {
        setString(req, rng, value);
        // a lone surrogate or NUL only survives as JSON text escapes
        if (rng.chance(0.3)) req.text = JSON.stringify(req.json).replace(/}$/, ',"u":"\\ud83d\\u0000"}');
      } else if (req.query.length && rng.chance(0.5))
        req.query[rng.int(0, req.query.length - 1)][1] = encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '?'));
      else if (hasPathParams(req))
        req.pathParams[rng.pick(Object.keys(req.pathParams))] = encodeURIComponent(
          value.replace(/[\ud800-\udfff]/g, '?'),
        );
      else setString(req, rng, value);
    },
  },
  {
    name: 'far-number',
    applies: (req) => hasFields(req) || req.query.length > 0,
    apply(req, rng) {
      const value = rng.pick(FAR_NUMBERS);
      if (hasFields(req)) {
        const numeric = fieldsOf(req.json).filter(([o, k]) => typeof o[k] === 'number');
        const [obj, key] = numeric.length ? rng.pick(numeric) : pickField(req, rng);
        obj[key] = '__FAR__';
        replaceText(
          req,
          JSON.stringify(req.json).replace('"__FAR__"', rng.chance(0.7) ? value : JSON.stringify(value)),
        );
      } else req.query[rng.int(0, req.query.length - 1)][1] = value;
    },
  },
  {
    name: 'far-date',
    applies: (req) => hasFields(req) || req.query.length > 0,
    apply(req, rng) {
      const value = rng.pick(FAR_DATES);
      if (!hasFields(req)) {
        req.query[rng.int(0, req.query.length - 1)][1] = encodeURIComponent(value);
        return;
      }
      const dates = fieldsOf(req.json).filter(([, k]) => /time|date|_at$|At$|Iso$/i.test(k));
      const [obj, key] = dates.length ? rng.pick(dates) : pickField(req, rng);
      obj[key] = value;
    },
  },
  {
    name: 'sql',
    applies: (req) => hasFields(req) || req.query.length > 0 || hasPathParams(req),
    apply(req, rng) {
      const value = rng.pick(SQL_SAMPLES);
      const where = rng.int(0, 2);
      if (where === 0 && hasPathParams(req))
        req.pathParams[rng.pick(Object.keys(req.pathParams))] = encodeURIComponent(value);
      else if (where === 1 && req.query.length)
        req.query[rng.int(0, req.query.length - 1)][1] = encodeURIComponent(value);
      else if (hasFields(req)) setString(req, rng, value);
      else if (hasPathParams(req)) req.pathParams[rng.pick(Object.keys(req.pathParams))] = encodeURIComponent(value);
      else req.query[rng.int(0, req.query.length - 1)][1] = encodeURIComponent(value);
    },
  },
  {
    name: 'html',
    applies: (req) => hasFields(req) || req.query.length > 0,
    apply(req, rng) {
      const value = rng.pick(HTML_SAMPLES);
      if (hasFields(req)) setString(req, rng, value);
      else req.query[rng.int(0, req.query.length - 1)][1] = encodeURIComponent(value);
    },
  },
  {
    name: 'prototype-keys',
    applies: (req) => unsafe(req) || req.query.length > 0,
    apply(req, rng) {
      const key = rng.pick(PROTO_KEYS);
      if (!unsafe(req)) {
        req.query.push([`${key}[role]`, 'admin'], [`${key}`, 'x']);
        return;
      }
      ensureBody(req);
      const base = req.text ?? JSON.stringify(req.json ?? {});
      const payload = rng.pick([
        `"${key}":{"role":"admin","isAdmin":true}`,
        `"${key}":{"prototype":{"role":"admin"}}`,
        `"${key}":null`,
        `"${key}":"admin"`,
      ]);
      req.text = base.startsWith('{') && base !== '{}' ? base.replace(/^\{/, `{${payload},`) : `{${payload}}`;
    },
  },
  {
    name: 'broken-json',
    applies: unsafe,
    apply(req, rng) {
      ensureBody(req);
      req.json = undefined;
      req.text = rng.pick(BROKEN_JSON);
    },
  },
  {
    name: 'wrong-content-type',
    applies: unsafe,
    apply(req, rng) {
      ensureBody(req);
      const choice = rng.pick([...CONTENT_TYPES, '']);
      delete req.headers['Content-Type'];
      if (choice) req.headers['Content-Type'] = choice;
    },
  },
  {
    name: 'content-encoding',
    applies: () => true,
    apply(req, rng) {
      ensureBody(req);
      const label = rng.pick(FAKE_ENCODINGS);
      req.headers['Content-Encoding'] = label;
      // now and then a body that IS compressed, but not the way the header says (or a gzip bomb)
      const real = rng.int(0, 5);
      if (real === 0) req.encoding.compress = /gzip/.test(label) ? 'deflate' : 'gzip';
      if (real === 1 && label === 'gzip') {
        req.encoding.compress = 'gzip';
        req.json = undefined;
        req.text = `{"note":"${' '.repeat(20 * MB)}"}`;
      }
    },
  },
  {
    name: 'charset',
    applies: unsafe,
    apply(req, rng) {
      ensureBody(req);
      const choice = rng.int(0, 2);
      if (choice === 0) {
        req.encoding.charset = 'utf16le';
        req.headers['Content-Type'] = rng.pick(['application/json; charset=utf-16le', 'application/json']);
      } else if (choice === 1) {
        req.bytes = Buffer.concat([
          Buffer.from('{"note":"'),
          Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80]),
          Buffer.from('"}'),
        ]);
      } else {
        req.encoding.charset = 'latin1';
        setString(req, rng, 'café ñ ü ß');
        req.headers['Content-Type'] = 'application/json; charset=iso-8859-1';
      }
    },
  },
  {
    name: 'path-garbage',
    applies: hasPathParams,
    apply(req, rng) {
      req.pathParams[rng.pick(Object.keys(req.pathParams))] = rng.pick(PATH_GARBAGE);
    },
  },
  {
    name: 'query-garbage',
    applies: () => true,
    apply(req, rng) {
      const key = req.query.length ? rng.pick(req.query)[0] : rng.pick(['status', 'limit', 'offset', 'id']);
      req.query.push(
        ...rng.pick<Array<[string, string]>>([
          [
            [key, 'a'],
            [key, 'b'],
          ],
          [
            [`${key}[]`, '1'],
            [`${key}[]`, '2'],
          ],
          [[`${key}[a][b]`, 'c']],
          [
            [key, ''],
            ['', ''],
            ['&', '='],
          ],
          [
            [key, '%zz'],
            [`%zz`, '1'],
          ],
          [
            [key, '-1'],
            ['limit', '999999999999'],
            ['offset', '-5'],
          ],
        ]),
      );
    },
  },
  {
    name: 'header-garbage',
    applies: () => true,
    apply(req, rng) {
      const choice = rng.int(0, 5);
      if (choice === 0)
        req.headers.Cookie = rng.pick([
          'csa.sid=garbage; csa.sid.sig=garbage',
          'csa.sid=; csa.sid.sig=',
          'csa.sid=%zz',
          `csa.sid=${'a'.repeat(4000)}`,
        ]);
      else if (choice === 1) req.headers['If-None-Match'] = rng.pick(['*', 'W/"x"', '"', '"' + 'e'.repeat(3000) + '"']);
      else if (choice === 2) req.headers.Accept = rng.pick(['text/html', 'application/xml', '*/*;q=abc', '']);
      else if (choice === 3) req.headers['X-Forwarded-For'] = rng.pick(['1.2.3.4', '::1, 10.0.0.1', 'garbage', '']);
      else if (choice === 4) req.headers['X-Acting-User-Id'] = '00000000-0000-4000-8000-000000000000';
      else req.headers.Authorization = rng.pick(['Bearer garbage', 'Basic YWRtaW46YWRtaW4=', 'Bearer ']);
    },
  },
  {
    name: 'wrong-method',
    applies: () => true,
    apply(req, rng) {
      req.method = rng.pick(
        ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'].filter((m) => m !== req.method),
      );
    },
  },
];

export const mutatorNames = mutators.map((m) => m.name);

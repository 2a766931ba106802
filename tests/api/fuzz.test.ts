import net from 'node:net';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { ROLES, type Role } from '../../src/contract/constants.js';
import { startApi, type TestApi, tokenHeaders } from '../support/api.js';

/**
 * Property-based fuzzing of every route of the OpenAPI document (issue 9 §4): generated bad path parameters,
 * query strings, headers (tokens, language), content types and bodies. No answer may be a 5xx, every JSON
 * answer (and every refusal) is a well-formed `{code, payload, meta}` envelope, and the server still answers
 * /ok at the end. Bounded by count (fixed seed), not by time.
 */

const TOTAL_REQUESTS = 5_200;
const SEED = 20_269;
/** Routes fuzzed at the same time (each one's requests run one after the other). */
const PARALLEL_ROUTES = 4;

interface Route {
  method: string;
  path: string;
  tag: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  /** roles whose tokens the route takes (from its OpenAPI security, else its path) */
  roles: Role[];
  contentTypes: string[];
}

interface Operation {
  tags?: string[];
  security?: Record<string, unknown>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

let api: TestApi;
let routes: Route[];
/** Valid token headers of each role, issued afresh for each route (logout and password changes revoke them). */
let tokens: Record<Role, Record<string, string>>;

const ACCOUNT_TABLES = { admin: 'admins', franchise: 'franchisees', pharmacy: 'pharmacies' } as const;

async function issueTokens() {
  const headersOf = async (role: Role) => {
    const email = DEMO_ACCOUNTS.list.find((a) => a.role === role)!.email;
    const { id } = await api.db
      .selectFrom(ACCOUNT_TABLES[role])
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return [role, await tokenHeaders(api, role, id)] as const;
  };
  tokens = Object.fromEntries(await Promise.all(ROLES.map(headersOf))) as typeof tokens;
}

beforeAll(async () => {
  api = await startApi();
  const doc = (await (await fetch(`${api.url}/docs/json`)).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      const secured = (op.security ?? []).flatMap((s) => Object.keys(s).map((k) => k.replace(/Access$/, '')));
      const byPath = ROLES.filter((r) => path.startsWith(`/${r}/`));
      return {
        method: method.toUpperCase(),
        path,
        tag: op.tags?.[0] ?? '',
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: [...new Set(Object.values(content).flatMap((c) => Object.keys(c.schema?.properties ?? {})))],
        roles: (secured.length ? secured : byPath).filter((r): r is Role => (ROLES as readonly string[]).includes(r)),
        contentTypes: Object.keys(content),
      };
    }),
  );
});
afterAll(() => api?.close());

/** Values that pass a form's other checks, so that the bad one is the one that matters. */
const plausible = fc.constantFrom(
  '1',
  '2',
  '3',
  '16',
  '40',
  'pharmacy@demo.dz',
  'admin@demo.dz',
  'Demo@2026',
  'Rue Didouche Mourad 12',
  'Amina Benali',
  '0550123456',
  'fr',
  'en',
);

/** A plausible text with a control character inserted somewhere (NUL, escape, DEL, C1, and the allowed tab and line feed). */
const withControlChar = fc
  .tuple(
    fc.oneof(plausible, fc.string({ maxLength: 8 })),
    fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\t', '\n', '\r'),
    fc.nat(),
  )
  .map(([text, control, at]) => {
    const i = at % (text.length + 1);
    return text.slice(0, i) + control + text.slice(i);
  });

/** Texts that have broken servers: numbers out of range, control characters, injections, odd Unicode. */
const nastyText = fc.oneof(
  { weight: 3, arbitrary: withControlChar },
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '-5',
    '1e99',
    '-1e99',
    '1.5',
    'NaN',
    'Infinity',
    '0x10',
    '99999999999999999999999',
    '9223372036854775808',
    '2147483648',
    'abc',
    'null',
    'true',
    '[]',
    '{}',
    '%',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'x'.repeat(5_000),
    '\u202e',
    '\ud800',
  ),
  plausible,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(nastyText, { maxLength: 3 }),
);

/** A header value fetch can send: Latin-1 without CR, LF or NUL (what HTTP itself refuses is tested apart). */
const headerText = fc
  .oneof(nastyText, fc.string({ unit: 'binary', maxLength: 300 }))
  .map((s) => s.replace(/[^\t\x20-\x7e\x80-\xff]/g, '').trim());

const pathSegment = fc.oneof(
  { weight: 4, arbitrary: nastyText.map((s) => encodeURIComponent(s.replace(/\p{Cs}/gu, '\ufffd'))) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%zz', '%', '%00', '..', '%2e%2e', 'a/b', '%E0%A4%A', ';', 'x'.repeat(2_000)),
  },
);

const rawBodies = fc.constantFrom(
  '{',
  '{"a":',
  '[',
  'null',
  '"text"',
  '12',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '['.repeat(10_000) + ']'.repeat(10_000),
  `{"a":${'{"a":'.repeat(50)}1${'}'.repeat(50)}}`,
  'a=1&b=%00&c=%zz',
  '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n',
  '\u0000\u0001\u0002',
);

const oddContentType = fc.constantFrom(
  undefined,
  'application/json; charset=ebcdic',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data; boundary=',
  'application/xml',
  'foo',
  '',
);

const BOUNDARY = 'fuzzboundary';

/** A multipart body of the route's fields, sometimes with a file part and sometimes cut short. */
const multipartBody = (fields: fc.Arbitrary<string>) =>
  fc
    .tuple(
      fc.array(fc.tuple(fields, nastyText), { maxLength: 6 }),
      fc.option(fc.tuple(fc.constantFrom('images', 'image', 'x'), fc.uint8Array({ maxLength: 64 })), { freq: 2 }),
      fc.boolean(),
    )
    .map(([parts, file, cut]) => {
      const text = parts
        .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('');
      const filePart = file
        ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file[0]}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${Buffer.from(file[1]).toString('latin1')}\r\n`
        : '';
      const body = `${text}${filePart}--${BOUNDARY}--\r\n`;
      return cut ? body.slice(0, Math.floor(body.length / 2)) : body;
    });

function requestFor(route: Route): fc.Arbitrary<FuzzRequest> {
  const fieldNames = route.bodyFields.length ? fc.constantFrom(...route.bodyFields) : fc.string({ maxLength: 10 });
  // every field plausible but one: the bad value gets past the other checks
  const allFields = fc
    .tuple(
      fc.array(plausible, { minLength: route.bodyFields.length, maxLength: route.bodyFields.length }),
      fc.nat(),
      nastyValue,
    )
    .map(([values, at, bad]) =>
      Object.fromEntries(route.bodyFields.map((f, i) => [f, i === at % route.bodyFields.length ? bad : values[i]])),
    );
  const jsonBody = fc.oneof(
    { weight: 3, arbitrary: allFields.map((b) => JSON.stringify(b)) },
    { weight: 3, arbitrary: fc.dictionary(fieldNames, nastyValue, { maxKeys: 6 }).map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: rawBodies },
  );
  const multipart = route.contentTypes.includes('multipart/form-data');
  const typedBody = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        type: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
        body: jsonBody,
      }),
    },
    {
      weight: multipart ? 5 : 1,
      arbitrary: fc.record({
        type: fc.constant(`multipart/form-data; boundary=${BOUNDARY}`),
        body: multipartBody(fieldNames),
      }),
    },
    // a multipart body announced without its boundary, or with another one
    {
      weight: multipart ? 2 : 0,
      arbitrary: fc.record({
        type: fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=other'),
        body: multipartBody(fieldNames),
      }),
    },
    { weight: 2, arbitrary: fc.record({ type: oddContentType, body: fc.oneof(jsonBody, fc.constant(undefined)) }) },
  );
  const anyRole = fc.constantFrom(...ROLES);
  const roleHeaders = fc.oneof(
    {
      weight: route.roles.length ? 6 : 0,
      arbitrary: fc.constantFrom(...(route.roles.length ? route.roles : ROLES)).map((r) => tokens[r]),
    },
    { weight: 1, arbitrary: anyRole.map((r) => tokens[r]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(anyRole, headerText, headerText)
        .map(([r, access, refresh]) => ({ [`${r}-access-token`]: access, [`${r}-refresh-token`]: refresh })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
  const language = fc.oneof(
    fc.constantFrom('1', '2', 'fr', 'en', '0', '3', '-1', '1e99', 'x'.repeat(8_000)),
    headerText,
  );
  const query = fc.dictionary(
    route.queryParams.length ? fc.constantFrom(...route.queryParams, 'x') : fc.string({ maxLength: 8 }),
    nastyText,
    { maxKeys: 3 },
  );
  return fc
    .record({
      params: fc.array(pathSegment, { minLength: route.pathParams.length, maxLength: route.pathParams.length }),
      query,
      rawQuery: fc.option(
        fc.constantFrom('%zz', 'a=%00', 'search=%00', 'a[b]=1', '&&==', 'search=' + 'x'.repeat(1_000)),
        { freq: 5 },
      ),
      roleHeaders,
      language: fc.option(language, { freq: 4 }),
      langName: fc.constantFrom('language', 'lang'),
      typed: typedBody,
      method: fc.option(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), { freq: 10 }),
    })
    .map((r) => {
      let i = 0;
      const path = route.path.replace(/\{[^}]+\}/g, () => r.params[i++]!);
      const search = new URLSearchParams(r.query as Record<string, string>).toString();
      const queryString = [search, r.rawQuery].filter(Boolean).join('&');
      const method = r.method ?? route.method;
      const headers: Record<string, string> = { ...r.roleHeaders };
      if (r.language !== null) headers[r.langName] = r.language;
      if (r.typed.type !== undefined) headers['content-type'] = r.typed.type;
      const withBody = method !== 'GET' && r.typed.body !== undefined;
      return {
        method,
        url: `${path}${queryString ? `?${queryString}` : ''}`,
        headers,
        body: withBody ? r.typed.body : undefined,
      };
    });
}

/** Why an answer breaks the rules, or null when it is fine. */
async function problemOf(route: Route, res: Response): Promise<string | null> {
  const text = await res.text();
  if (res.status >= 500) return `HTTP ${res.status}: ${text.slice(0, 300)}`;
  const type = res.headers.get('content-type') ?? '';
  // the SATIM sandbox imitates SATIM: its own JSON, and payment pages (refusals too) for the card holder;
  // PDFs, images and redirects are not JSON either
  const sandbox = route.tag === 'satim-sandbox';
  const envelopeExpected = sandbox
    ? res.status >= 400 && !type.startsWith('text/html')
    : res.status >= 400 || type.includes('json');
  if (!envelopeExpected) return null;
  try {
    const body = JSON.parse(text) as { code?: unknown; payload?: unknown; meta?: unknown };
    if (typeof body.code !== 'number' || !('payload' in body) || !(typeof body.meta === 'string' || body.meta === null))
      return `not an envelope: ${text.slice(0, 300)}`;
  } catch {
    return `HTTP ${res.status} answered non-JSON: ${text.slice(0, 300)}`;
  }
  return null;
}

/**
 * Values of the wrong kind (D36), sent in every body field of every route, the other fields plausible. No answer may
 * be a 5xx. Lists, objects and booleans are never a field's value: no request carrying one may write anything. A
 * number written otherwise ("1e3", " 12", "0x10") may be a text field's value, written as text; no row written
 * may hold the number it would have been coerced to (1 000 for "1e3").
 */
const NEVER_A_VALUE: readonly unknown[] = [['Rue Didouche Mourad 12', 'x'], [1], { value: '1' }, true, false];
/** A field named `…_ids` is a list of ids (the pricing calls' scope_ids, pharmacy_ids, product_ids): a list is its kind. */
const takesList = (field: string) => field.endsWith('_ids');
const NUMBERS_WRITTEN_OTHERWISE: readonly string[] = ['1e3', ' 12', '12 ', '0x10', '+5', '012'];

/** Tables a refused request may still touch: the tokens the fuzzing issues, the sign-in attempts it counts. */
const WRITES_ALLOWED = new Set(['tokens', 'auth_attempts', 'kysely_migration', 'kysely_migration_lock', 'fuzz_writes']);

/** Notes every row written in any table from now on in fuzz_writes (a trigger on each table), with its values. */
async function noteWrites() {
  await sql`CREATE TABLE IF NOT EXISTS fuzz_writes (tbl text NOT NULL, row jsonb)`.execute(api.db);
  await sql`CREATE OR REPLACE FUNCTION fuzz_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO fuzz_writes VALUES (TG_TABLE_NAME, CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END); RETURN NULL; END $$`.execute(
    api.db,
  );
  const { rows } = await sql<{
    name: string;
  }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`.execute(api.db);
  const noted = rows.map((r) => r.name).filter((name) => !WRITES_ALLOWED.has(name));
  for (const name of noted)
    await sql`CREATE TRIGGER fuzz_note_write AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(name)} FOR EACH ROW EXECUTE FUNCTION fuzz_note_write()`.execute(
      api.db,
    );
  return async () => {
    for (const name of noted) await sql`DROP TRIGGER fuzz_note_write ON ${sql.table(name)}`.execute(api.db);
  };
}

/** Columns of a written row holding 1 000 where no plausible value makes one: "1e3" read as a number. */
const coercedExponent = (row: Record<string, unknown> | null) =>
  Object.entries(row ?? {})
    .filter(([column, value]) => value === 1000 && column !== 'id' && !column.endsWith('_id'))
    .map(([column]) => column);

async function fuzzWrongKinds() {
  const stopNoting = await noteWrites();
  const plausibleValues = fc.sample(plausible, { seed: SEED, numRuns: 50 });
  const writes: string[] = [];
  const problems: string[] = [];
  let answered = 0;
  const send = async (route: Route, headers: Record<string, string>, field: string, body: Record<string, unknown>) => {
    const res = await fetch(api.url + route.path.replace(/\{[^}]+\}/g, '1'), {
      method: route.method,
      headers,
      body: JSON.stringify(body),
    });
    answered++;
    if (res.status >= 500)
      problems.push(
        `${route.method} ${route.path} ${field}=${JSON.stringify(body[field])}: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`,
      );
    else await res.arrayBuffer();
  };
  /** Each field of the route holding each value in turn, the others plausible; a few requests at once. */
  const sendAll = async (route: Route, headers: Record<string, string>, values: readonly unknown[]) => {
    const requests = route.bodyFields.flatMap((field, f) =>
      values
        .flatMap((bad, k) => (Array.isArray(bad) && takesList(field) ? [] : [{ k, bad }]))
        .map(({ bad, k }) => ({
          field,
          body: Object.fromEntries(
            route.bodyFields.map((other, o) => [
              other,
              other === field ? bad : plausibleValues[(f + o + k) % plausibleValues.length],
            ]),
          ),
        })),
    );
    for (let i = 0; i < requests.length; i += 4)
      await Promise.all(requests.slice(i, i + 4).map(({ field, body }) => send(route, headers, field, body)));
  };
  const written = async () =>
    (await sql<{ tbl: string; row: Record<string, unknown> | null }>`SELECT tbl, row FROM fuzz_writes`.execute(api.db))
      .rows;
  try {
    const withBodies = routes.filter((r) => r.method !== 'GET' && r.bodyFields.length > 0 && r.tag !== 'satim-sandbox');
    for (const [index, route] of withBodies.entries()) {
      if (index % 8 === 0) await issueTokens();
      const headers = {
        'content-type': 'application/json',
        language: '2',
        ...(route.roles.length ? tokens[route.roles[0]!] : {}),
      };
      await sql`DELETE FROM fuzz_writes`.execute(api.db);
      await sendAll(route, headers, NEVER_A_VALUE);
      const tables = [...new Set((await written()).map((w) => w.tbl))];
      if (tables.length)
        writes.push(`${route.method} ${route.path} wrote ${tables.join(', ')} from a list, object or boolean`);
      await sql`DELETE FROM fuzz_writes`.execute(api.db);
      await sendAll(route, headers, NUMBERS_WRITTEN_OTHERWISE);
      const coerced = (await written()).flatMap((w) => coercedExponent(w.row).map((column) => `${w.tbl}.${column}`));
      if (coerced.length)
        writes.push(
          `${route.method} ${route.path} wrote 1000 (the exponent read as a number) in ${coerced.join(', ')}`,
        );
    }
  } finally {
    await stopNoting();
  }
  return { answered, writes, problems };
}

describe('fuzzing every route of the OpenAPI document', () => {
  it(
    `answers ${TOTAL_REQUESTS}+ malformed requests without a 5xx, always in the envelope, and keeps answering`,
    { timeout: 600_000 },
    async () => {
      expect(routes.length).toBeGreaterThan(50);
      const runsPerRoute = Math.ceil(TOTAL_REQUESTS / routes.length);
      let sent = 0;
      /** Every broken answer, with the request that caused it (replayable); all are reported, not just the first. */
      const problems: string[] = [];
      const fuzzRoute = async (route: Route, index: number) => {
        await fc.assert(
          fc.asyncProperty(requestFor(route), async (req) => {
            sent++;
            const res = await fetch(api.url + req.url, {
              method: req.method,
              headers: req.headers,
              body: req.body,
              redirect: 'manual',
            });
            const problem = await problemOf(route, res);
            if (problem)
              problems.push(`${route.method} ${route.path}: ${problem}\n  ← ${JSON.stringify(req).slice(0, 600)}`);
          }),
          { seed: SEED + index, numRuns: runsPerRoute },
        );
      };
      const queue = routes.map((route, index) => ({ route, index }));
      await issueTokens();
      const workers = Array.from({ length: PARALLEL_ROUTES }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          if (next.index % 8 === 0) await issueTokens();
          await fuzzRoute(next.route, next.index);
        }
      });
      await Promise.all(workers);
      expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
      expect(problems.slice(0, 30), `${problems.length} broken answers`).toEqual([]);
      const ok = await api.call('GET', '/ok');
      expect(ok.body.code).toBe(2001);
    },
  );

  it(
    'refuses, field by field, values of the wrong kind and writes nothing (issue 26 §8)',
    { timeout: 600_000 },
    async () => {
      const { answered, writes, problems } = await fuzzWrongKinds();
      expect(answered).toBeGreaterThan(500);
      expect(problems.slice(0, 30), `${problems.length} 5xx answers`).toEqual([]);
      expect(writes.slice(0, 30), `${writes.length} routes wrote a value of the wrong kind`).toEqual([]);
    },
  );

  it('answers broken HTTP (a NUL in a header) with the envelope and the security headers', async () => {
    const port = new URL(api.url).port;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.write('GET /ok HTTP/1.1\r\nHost: x\r\nlanguage: 1\u0000\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toMatch(/x-content-type-options: nosniff/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).code).toBe(4000);
  });
});

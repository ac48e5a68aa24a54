// Property-based fuzzing over every parameter of every GET operation: whatever a client sends, the answer is
// never a 5xx, an error is always the Error schema, and a 200 always matches the operation's output schema.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fixtureDataDir } from '../support/fixture-versions/api-catalog.ts';
import { testApp } from './helpers/test-app.ts';
import { operations } from '../../api/operations/index.ts';
import { ErrorBody } from '../../api/errors.ts';

let app: ReturnType<typeof testApp>['app'];
beforeAll(() => {
  app = testApp(fixtureDataDir(), { config: { rateLimitCatalog: 1e9, rateLimitLive: 1e9 } }).app;
});

const value = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 90 }),
  fc.integer({ min: -5000, max: 5000 }).map(String),
  fc.double().map(String),
  fc.constantFrom(
    '',
    ' ',
    '1950',
    '2100',
    '2101',
    '1949',
    '0x7D0',
    '1e3',
    'NaN',
    '12-345-67',
    '1234567',
    '123456789012',
    '2021-03',
    '2021-13',
    'toyota',
    'טויוטה',
    'corolla',
    'קורולה',
    'private',
    'commercial',
    '../../etc/passwd',
    '%00',
    '\u0000',
    'a'.repeat(300),
  ),
);

const GETS = operations.filter((op) => op.method === 'GET');

describe.each(GETS.map((op) => [op.name, op] as const))('fuzz %s', (_name, op) => {
  const names = Object.keys(op.input.shape);
  const pathParams = [...op.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const queryNames = names.filter((n) => !pathParams.includes(n));
  const input = fc.record({
    query: fc.dictionary(fc.constantFrom(...queryNames, 'unknown', 'PLATE', 'year '), value, { maxKeys: 4 }),
    path: fc.tuple(...pathParams.map(() => value)),
  });

  it('never answers 5xx; errors use the Error schema; 200s match the output schema', async () => {
    await fc.assert(
      fc.asyncProperty(input, async ({ query, path }) => {
        let route = `/api/v1${op.path}`;
        pathParams.forEach((p, i) => {
          route = route.replace(`:${p}`, encodeURIComponent((path as string[])[i] || 'x'));
        });
        const qs = new URLSearchParams(query as Record<string, string>).toString();
        const res = await app.request(qs ? `${route}?${qs}` : route);
        expect(res.status).toBeLessThan(500);
        const body = await res.json();
        if (res.status === 200) expect(op.output.safeParse(body.data).success).toBe(true);
        else expect(ErrorBody.safeParse(body).success).toBe(true);
      }),
      { numRuns: 120 },
    );
  });
});

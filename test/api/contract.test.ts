// Every 200 answer validates against its operation's output schema, with no member the schema does not declare
// (zod strips undeclared members, so parsing must give back exactly what was sent). MCP clients check
// structuredContent against the same schema with additionalProperties false.
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureDataDir } from '../support/fixture-versions/api-catalog.ts';
import { testApp } from './helpers/test-app.ts';
import { CASES } from './helpers/cases.ts';
import { operations } from '../../api/operations/index.ts';

let app: ReturnType<typeof testApp>['app'];
beforeAll(() => {
  app = testApp(fixtureDataDir()).app;
});

describe('output contract', () => {
  it.each(CASES.filter((c) => c.status === 200).map((c) => [c.url, c] as const))('%s', async (_url, c) => {
    const op = operations.find((o) => o.name === c.op)!;
    const body = await (await app.request(c.url)).json();
    const parsed = op.output.safeParse(body.data);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(parsed.data).toEqual(body.data);
  });
});

// The ChatGPT app submission file: every MCP tool with its declared hints and a reason for each, descriptions within
// 200 characters, five positive and three negative test cases, and each negative case refused by a rule the server
// instructions state (and, for prices, by what the price tool's answer holds).
import { describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { operations } from '../../../api/operations/index.ts';
import { buildToolTable } from '../../../api/mcp/tool-table.ts';
import { serverInstructions } from '../../../api/mcp/server-instructions.ts';
import { CHATGPT_SUBMISSION_PATH, CHATGPT_SUBMISSION_SCHEMA, NEGATIVE_CASES } from '../../../api/discovery/chatgpt-app-submission.ts';
import { TOOL_HINT_REASONS } from '../../../api/discovery/tool-hint-reasons.ts';

const tools = buildToolTable(operations);
const CATEGORIES = ['BUSINESS', 'COLLABORATION', 'DESIGN', 'DEVELOPER_TOOLS', 'EDUCATION', 'ENTERTAINMENT', 'FINANCE'];
const MORE_CATEGORIES = ['FOOD', 'LIFESTYLE', 'NEWS', 'PRODUCTIVITY', 'SHOPPING', 'TRAVEL'];

async function submission() {
  const { app } = testApp(DATA_DIR, { config: { publicBaseUrl: 'https://cars.example' } });
  const res = await app.request(CHATGPT_SUBMISSION_PATH);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json');
  const card = await (await app.request('/.well-known/mcp/server-card.json')).json();
  return { file: await res.json(), card };
}

describe('ChatGPT app submission file', () => {
  it("names its schema and gives app info within the form's limits, from the server card", async () => {
    const { file, card } = await submission();
    expect(file.$schema).toBe(CHATGPT_SUBMISSION_SCHEMA);
    expect(file.schema_version).toBe(1);
    expect(file.app_info.display_name).toBe(card.title);
    expect(file.app_info.subtitle.length).toBeLessThanOrEqual(30);
    expect([...CATEGORIES, ...MORE_CATEGORIES]).toContain(file.app_info.category);
  });

  it('lists every MCP tool, no other, with its declared hints and a one-sentence reason for each', async () => {
    const { file, card } = await submission();
    expect(Object.keys(file.tools)).toEqual(card.tools.map((t: { name: string }) => t.name));
    expect(Object.keys(TOOL_HINT_REASONS).sort()).toEqual(tools.map((t) => t.name).sort());
    for (const t of tools) {
      const entry = file.tools[t.name];
      expect(entry.annotations, t.name).toEqual({
        readOnlyHint: t.annotations.readOnlyHint,
        openWorldHint: t.annotations.openWorldHint,
        destructiveHint: t.annotations.destructiveHint,
      });
      // A reason explains the value it was written for: a flipped hint with an unrewritten reason fails here.
      const reasons = TOOL_HINT_REASONS[t.name]!;
      for (const hint of ['readOnlyHint', 'openWorldHint', 'destructiveHint'] as const) {
        expect(reasons[hint].value, `${t.name} ${hint}`).toBe(t.annotations[hint]);
      }
      for (const reason of Object.values(entry.justifications) as string[]) {
        expect(reason, t.name).toMatch(/^[A-Z].*\.$/);
        expect(reason.split(/\.\s/).length, t.name).toBe(1);
      }
    }
    // Only the call-back request writes, and no tool destroys (the erasure is REST-only).
    expect(tools.filter((t) => t.annotations.destructiveHint).map((t) => t.name)).toEqual([]);
    expect(tools.filter((t) => !t.annotations.readOnlyHint).map((t) => t.name)).toEqual(['request_quote_callback']);
  });

  it('keeps every tool description within 200 characters', () => {
    for (const t of tools) expect(t.description.length, t.name).toBeLessThanOrEqual(200);
  });

  it('has five positive cases, each naming a tool it triggers, and three negative ones triggering none', async () => {
    const { file } = await submission();
    expect(file.test_cases).toHaveLength(5);
    for (const c of file.test_cases) {
      expect(Object.keys(file.tools)).toContain(c.tools_triggered);
      expect(c).toMatchObject({ file_attachment_urls: null, expected_output_url: null });
      expect(c.user_prompt.length).toBeGreaterThan(10);
    }
    expect(file.negative_test_cases).toHaveLength(3);
    for (const c of file.negative_test_cases) expect(c.tools_triggered).toBeNull();
    expect(JSON.stringify(file)).not.toMatch(/"rule"/);
  });

  it("refuses each negative case by the answers' design: ranking, a price, calling a model dangerous", async () => {
    const store = DataStore.openCurrent(DATA_DIR);
    const instructions = serverInstructions(store.rule('texts'), 'https://cars.example', false);
    const prompts = NEGATIVE_CASES.map((c) => c.user_prompt.toLowerCase());
    expect(prompts.some((p) => p.includes('best car') && p.includes('insurance company'))).toBe(true);
    expect(prompts.some((p) => p.includes('cost'))).toBe(true);
    expect(prompts.some((p) => p.includes('dangerous'))).toBe(true);
    for (const c of NEGATIVE_CASES) expect(instructions, c.description).toContain(c.rule);
    // The price tool's own answer says there are no prices and where the regulator's calculator is.
    const chova = tools.find((t) => t.name === 'explain_chova_price')!;
    const members = Object.keys((chova.outputJson as { properties: Record<string, unknown> }).properties);
    expect(members).toEqual(expect.arrayContaining(['no_prices_he', 'no_prices_en', 'chova_calculator_url']));
    expect(members.filter((m) => /price|premium|cost/.test(m) && !m.startsWith('no_prices'))).toEqual([]);
  });
});

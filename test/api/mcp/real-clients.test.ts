// Clients other than our own SDK use: the MCP Inspector CLI (tools/list, tools/call) and the official
// conformance suite (every scenario that applies passes; the rest are excused, with reasons, in the baseline).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMcpTestServer, type McpTestServer } from '../helpers/mcp-test-server.ts';
import { sampleModel } from '../helpers/mcp-tool-cases.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const INSPECTOR = path.join(ROOT, 'node_modules/@modelcontextprotocol/inspector/cli/build/cli.js');
const CONFORMANCE = path.join(ROOT, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
const BASELINE = path.join(import.meta.dirname, 'conformance-baseline.yml');
// Both tools start further `node` processes by name: make that the project's Node (the Inspector needs >= 22.19).
const env = { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}` };

let server: McpTestServer;
beforeAll(async () => {
  server = await startMcpTestServer();
});
afterAll(() => server.close());

async function inspector(...args: string[]): Promise<Record<string, unknown>> {
  const { stdout } = await run(process.execPath, [INSPECTOR, '--cli', server.mcpUrl, '--transport', 'http', ...args], {
    env,
    timeout: 60_000,
  });
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe('MCP Inspector CLI', () => {
  it('lists the tools', async () => {
    const { tools } = (await inspector('--method', 'tools/list')) as { tools: { name: string }[] };
    expect(tools.map((t) => t.name)).toContain('model_info');
    expect(tools.map((t) => t.name)).toContain('list_makes');
  });

  it('calls a tool and gets the structured answer', async () => {
    const { make, model } = sampleModel(server.store);
    const result = (await inspector(
      '--method',
      'tools/call',
      '--tool-name',
      'theft_by_model',
      '--tool-arg',
      `make=${make}`,
      '--tool-arg',
      `model=${model}`,
    )) as {
      structuredContent: { model: { make_slug: string; model_slug: string } };
      content: { text: string }[];
    };
    expect(result.structuredContent.model).toMatchObject({ make_slug: make, model_slug: model });
    expect(JSON.parse(result.content[0]!.text)).toEqual(result.structuredContent);
  });
});

describe('official conformance suite', () => {
  it('passes every applicable scenario (exit 0 against the committed baseline)', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'mcp-conformance-'));
    try {
      // The DNS-rebinding scenario requires a localhost URL; 127.0.0.1 is one.
      const result = await run(
        process.execPath,
        [CONFORMANCE, 'server', '--url', server.mcpUrl, '--expected-failures', BASELINE, '-o', out],
        {
          env,
          timeout: 240_000,
          maxBuffer: 16 << 20,
        },
      ).catch((err: { code: number; stdout: string; stderr: string }) => err);
      const summary = result.stdout.slice(result.stdout.indexOf('=== SUMMARY ==='));
      expect('code' in result ? result.code : 0, summary || result.stderr).toBe(0);
      expect(summary).toMatch(/✓ server-initialize: 1 passed, 0 failed/);
      expect(summary).toMatch(/✓ dns-rebinding-protection: 2 passed, 0 failed/);
      expect(summary).toMatch(/✓ tools-list: 1 passed, 0 failed/);
      expect(summary).toMatch(/✓ resources-list: 1 passed, 0 failed/);
      expect(summary).toMatch(/✓ prompts-list: 1 passed, 0 failed/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 300_000);
});

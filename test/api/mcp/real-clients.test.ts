// Clients other than our own SDK use: the MCP Inspector CLI 2.12 (tools/list, tools/call at both protocol eras) and
// the official conformance suite 0.2.0-alpha.12, run against the requirement sets of 2025-11-25 and 2026-07-28,
// each at its own wire (initialize handshake, then stateless per-request _meta). Every required check passes or is
// excused, with its reason, in conformance-baseline.yml.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMcpTestServer, type McpTestServer } from '../helpers/mcp-test-server.ts';
import { sampleModel } from '../helpers/mcp-tool-cases.ts';
import { underLoad } from '../../support/load-allowance.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const INSPECTOR = path.join(ROOT, 'node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js');
const CONFORMANCE = path.join(ROOT, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
const BASELINE = path.join(import.meta.dirname, 'conformance-baseline.yml');
// The Inspector's exit code for a call whose result carries isError: true (its documented exit-code map).
const INSPECTOR_TOOL_ERROR = 5;

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

let server: McpTestServer;
// A home of its own: the Inspector reads its client config and catalog from ~/.mcp-inspector, and a maintainer's
// own must not change what the test sees.
let home: string;
beforeAll(async () => {
  server = await startMcpTestServer();
  home = mkdtempSync(path.join(tmpdir(), 'mcp-clients-'));
});
afterAll(async () => {
  await server.close();
  rmSync(home, { recursive: true, force: true });
});

/** Runs a command to its end; a non-zero exit is a result to assert on, not a thrown error. */
async function runToEnd(args: string[], timeout: number): Promise<RunResult> {
  const options = { env: { ...process.env, HOME: home }, timeout, maxBuffer: 16 << 20 };
  try {
    const { stdout, stderr } = await run(process.execPath, args, options);
    return { code: 0, stdout, stderr };
  } catch (err) {
    const { code, stdout, stderr } = err as { code: number | string; stdout: string; stderr: string };
    return { code: typeof code === 'number' ? code : -1, stdout, stderr };
  }
}

const ERAS = ['legacy', 'modern'] as const;

async function inspector(era: (typeof ERAS)[number], ...args: string[]): Promise<RunResult> {
  return runToEnd([INSPECTOR, '--cli', server.mcpUrl, '--protocol-era', era, '--format', 'json', '--quiet', ...args], underLoad(60_000));
}

function resultOf(out: RunResult): Record<string, unknown> {
  expect(out.code, out.stderr).toBe(0);
  return (JSON.parse(out.stdout) as { result: Record<string, unknown> }).result;
}

describe.each(ERAS)('MCP Inspector CLI, %s protocol era', (era) => {
  it('lists the tools, with no tool schema a client cannot map (--strict finds no error)', async () => {
    const { tools } = resultOf(await inspector(era, '--method', 'tools/list', '--strict')) as {
      tools: { name: string }[];
    };
    expect(tools.map((t) => t.name)).toContain('model_info');
    expect(tools.map((t) => t.name)).toContain('list_makes');
  });

  it('calls a tool and gets the structured answer', async () => {
    const { make, model } = sampleModel(server.store);
    const result = resultOf(
      await inspector(era, '--method', 'tools/call', '--tool-name', 'theft_by_model', '--tool-args-json', JSON.stringify({ make, model })),
    ) as { structuredContent: { model: { make_slug: string; model_slug: string } }; content: { text: string }[] };
    expect(result.structuredContent.model).toMatchObject({ make_slug: make, model_slug: model });
    expect(JSON.parse(result.content[0]!.text)).toEqual(result.structuredContent);
  });

  it('reports a refused argument as a tool error the caller can act on', async () => {
    const out = await inspector(
      era,
      '--method',
      'tools/call',
      '--tool-name',
      'theft_by_model',
      '--tool-args-json',
      '{"make":"no-such-make","model":"x"}',
    );
    expect(out.code, out.stderr).toBe(INSPECTOR_TOOL_ERROR);
    const { result } = JSON.parse(out.stdout) as { result: { isError: boolean; content: { text: string }[] } };
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toMatch(/^make_not_found/);
  });
});

// Scenarios each revision requires that this server passes outright (no baselined check), named so that a
// scenario dropped from a run or baselined by mistake shows here. http-header-validation is "pending" in the
// 2026-07-28 set (run but not scored): this server passes it, so the test holds it to that.
const PASSING: Record<string, string[]> = {
  '2025-11-25': ['server-initialize', 'ping', 'tools-list', 'resources-list', 'prompts-list', 'dns-rebinding-protection'],
  '2026-07-28': [
    'tools-list',
    'resources-list',
    'prompts-list',
    'dns-rebinding-protection',
    'caching',
    'sep-2164-resource-not-found',
    'server-sse-multiple-streams',
    'input-required-result-unsupported-methods',
    'input-required-result-validate-input',
    'http-header-validation',
  ],
};

describe('official conformance suite', () => {
  it.each(Object.keys(PASSING))(
    'meets the %s requirement set (exit 0 against the committed baseline)',
    async (revision) => {
      const out = mkdtempSync(path.join(tmpdir(), 'mcp-conformance-'));
      try {
        // The DNS-rebinding scenario requires a localhost URL; 127.0.0.1 is one.
        const result = await runToEnd(
          [CONFORMANCE, 'server', '--url', server.mcpUrl, '--requirements', revision, '--expected-failures', BASELINE, '-o', out],
          underLoad(240_000),
        );
        const summary = result.stdout.slice(result.stdout.indexOf('=== SUMMARY ==='));
        expect(result.code, summary || result.stderr).toBe(0);
        expect(summary).toMatch(/Baseline check passed/);
        for (const scenario of PASSING[revision]!) expect(summary).toMatch(new RegExp(`✓ ${scenario}: [1-9]\\d* passed, 0 failed`));
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
    underLoad(300_000),
  );
});

// One fresh McpServer per HTTP request (never shared: a shared server leaked answers across clients,
// CVE-2026-25536). Everything costly (tool JSON Schemas) is built once in the tool table; a request only
// registers ready objects bound to its own data version and request id.
import { McpServer, completable } from '@modelcontextprotocol/server';
import type { CacheHint } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { OperationContext } from '../context.ts';
import type { Operation } from '../operations/define-operation.ts';
import { runOperation } from '../operations/run-operation.ts';
import { TextsRule } from '../../lib/rules/rule-schemas.ts';
import { DataUnavailableError } from '../../lib/data/data-store.ts';
import type { ToolEntry } from './tool-table.ts';
import { toolError, toolResult } from './tool-result.ts';
import { MCP_PROTOCOL_VERSIONS } from './protocol-versions.ts';
import { serverInstructions } from './server-instructions.ts';
import { prompts } from './prompts/index.ts';
import type { PromptDefinition, PromptScope } from './prompts/prompt-definition.ts';
import { registerPageResources } from './page-resources.ts';
import type { ServerIdentity } from './server-identity.ts';

/** Declared in initialize / server/discover and in the server card alike. Lists never change while running. */
export const MCP_CAPABILITIES = {
  tools: { listChanged: false },
  prompts: { listChanged: false },
  resources: { listChanged: false },
  completions: {},
};

/** Open data that changes only with the data version: caches may share lists and reads for an hour. */
const PUBLIC_HOUR: CacheHint = { ttlMs: 3_600_000, cacheScope: 'public' };

export interface ServerScope {
  ctx: OperationContext;
  /** Reports a server fault (never client input) with the request id; the client gets a generic message. */
  fault(op: Operation, err: unknown): void;
}

/** The prompt's argument schema with its completers bound to this request's data version. */
function withCompleters(prompt: PromptDefinition, scope: PromptScope): z.ZodObject {
  const complete = prompt.complete;
  if (complete === undefined) return prompt.args;
  const shape: Record<string, z.ZodType> = { ...prompt.args.shape };
  for (const [name, completer] of Object.entries(complete)) {
    const field = shape[name];
    if (field !== undefined) shape[name] = completable(field.clone(), (typed, context) => completer(scope, String(typed), context?.arguments ?? {}));
  }
  return z.object(shape);
}

export function createMcpServer(identity: ServerIdentity, tools: readonly ToolEntry[], scope: ServerScope): McpServer {
  const { ctx } = scope;
  const baseUrl = ctx.config.publicBaseUrl;
  const texts = ctx.data.rule('texts', TextsRule);
  const server = new McpServer(identity, {
    instructions: serverInstructions(texts, baseUrl),
    supportedProtocolVersions: MCP_PROTOCOL_VERSIONS,
    capabilities: MCP_CAPABILITIES,
    cacheHints: {
      'server/discover': PUBLIC_HOUR,
      'tools/list': PUBLIC_HOUR,
      'prompts/list': PUBLIC_HOUR,
      'resources/list': PUBLIC_HOUR,
      'resources/templates/list': PUBLIC_HOUR,
      'resources/read': PUBLIC_HOUR,
    },
  });

  for (const tool of tools) {
    server.registerTool(tool.name, {
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema,
      outputSchema: tool.outputSchema,
      annotations: tool.annotations,
    }, async (args: unknown) => {
      try {
        return toolResult(await runOperation(tool.op, args ?? {}, ctx));
      } catch (err) {
        if (err instanceof DataUnavailableError) return toolError('data_unavailable: the data this answer needs is not available right now. Call the tool again in 30 seconds.');
        scope.fault(tool.op, err);
        return toolError(`internal_error: the server failed to answer; this is not caused by the arguments. Report request id ${ctx.requestId}.`);
      }
    });
  }

  const promptScope: PromptScope = { store: ctx.data, texts, baseUrl };
  for (const prompt of prompts) {
    server.registerPrompt(prompt.name, {
      title: prompt.title,
      description: prompt.description,
      argsSchema: withCompleters(prompt, promptScope),
    }, (args: Record<string, unknown>) => ({
      description: prompt.description,
      messages: [{ role: 'user', content: { type: 'text', text: prompt.text(args, promptScope) } }],
    }));
  }

  registerPageResources(server, ctx.data, baseUrl);
  return server;
}

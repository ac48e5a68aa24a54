// One fresh McpServer per HTTP request (never shared: a shared server leaked answers across clients,
// CVE-2026-25536). Everything costly is built once: tool JSON Schemas in the tool table, and per data version
// the instructions, prompt argument schemas and page template. A request registers those ready objects, bound
// to its own data version and request id, and only the primitives its method touches.
import { McpServer, completable } from '@modelcontextprotocol/server';
import type { CacheHint } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { OperationContext } from '../context.ts';
import type { Operation } from '../operations/define-operation.ts';
import type { AnswerCache } from '../http/answer-cache.ts';
import { runWithSharedAnswers, type ToolOutcome } from './shared-answers.ts';
import { DataUnavailableError } from '../../lib/data/data-store.ts';
import type { ToolEntry } from './tool-table.ts';
import { toolError, toolResult } from './tool-result.ts';
import { MCP_PROTOCOL_VERSIONS } from './protocol-versions.ts';
import { serverInstructions } from './server-instructions.ts';
import { prompts } from './prompts/index.ts';
import type { PromptDefinition, PromptScope } from './prompts/prompt-definition.ts';
import { registerPageResources } from './page-resources.ts';
import type { ServerIdentity } from './server-identity.ts';
import type { Primitives } from './primitives.ts';
import { perVersion } from './per-version.ts';
import { UI_EXTENSION, registerCardResources, toolCardMeta } from './apps/cards.ts';

/**
 * Declared in initialize / server/discover and in the server card alike. Lists never change while running. The
 * MCP Apps extension is declared so a host can negotiate it; a host that does not gets the same tool answers.
 */
export const MCP_CAPABILITIES = {
  tools: { listChanged: false },
  prompts: { listChanged: false },
  resources: { listChanged: false },
  completions: {},
  extensions: UI_EXTENSION,
};

/** Open data that changes only with the data version: caches may share lists and reads for an hour. */
const PUBLIC_HOUR: CacheHint = { ttlMs: 3_600_000, cacheScope: 'public' };

export interface ServerScope {
  ctx: OperationContext;
  /** REST's cache of serialized catalog answers, shared so both surfaces serve one stored answer. */
  answers: AnswerCache;
  /** Which primitives the request's JSON-RPC method(s) use; the others are not registered. */
  primitives: Primitives;
  /** The tool's outcome when it was run before the SDK was asked (answer-frames.ts): the tool answers with it. */
  outcome?: Promise<ToolOutcome>;
  /** Told the tool's outcome, so the answer can be learned as a frame. */
  answered?(outcome: ToolOutcome): void;
  /** Reports a server fault (never client input) with the request id; the client gets a generic message. */
  fault(op: Operation, err: unknown): void;
}

/** The prompt's argument schema with its completers bound to one data version (completable marks the schema
 * object itself, so each data version marks its own clone). */
function withCompleters(prompt: PromptDefinition, scope: PromptScope): z.ZodObject {
  const complete = prompt.complete;
  if (complete === undefined) return prompt.args;
  const shape: Record<string, z.ZodType> = { ...prompt.args.shape };
  for (const [name, completer] of Object.entries(complete)) {
    const field = shape[name];
    if (field !== undefined)
      shape[name] = completable(field.clone(), (typed, context) => completer(scope, String(typed), context?.arguments ?? {}));
  }
  return z.object(shape);
}

const CACHE_HINTS = {
  'server/discover': PUBLIC_HOUR,
  'tools/list': PUBLIC_HOUR,
  'prompts/list': PUBLIC_HOUR,
  'resources/list': PUBLIC_HOUR,
  'resources/templates/list': PUBLIC_HOUR,
  'resources/read': PUBLIC_HOUR,
};

/** What a data version contributes to every server built on it. Immutable once built. */
interface VersionParts {
  instructions: string;
  promptScope: PromptScope;
  promptArgs: ReadonlyMap<string, z.ZodObject>;
}

const versionParts = perVersion((store, baseUrl): VersionParts => {
  const texts = store.rule('texts');
  const promptScope: PromptScope = { store, texts, baseUrl };
  return {
    instructions: serverInstructions(texts, baseUrl, store.manifest.sample.generated),
    promptScope,
    promptArgs: new Map(prompts.map((p) => [p.name, withCompleters(p, promptScope)])),
  };
});

export function createMcpServer(identity: ServerIdentity, tools: readonly ToolEntry[], scope: ServerScope): McpServer {
  const { ctx, primitives } = scope;
  const baseUrl = ctx.config.publicBaseUrl;
  const parts = versionParts(ctx.data, baseUrl);
  const server = new McpServer(identity, {
    instructions: parts.instructions,
    supportedProtocolVersions: MCP_PROTOCOL_VERSIONS,
    capabilities: MCP_CAPABILITIES,
    cacheHints: CACHE_HINTS,
  });

  if (primitives.tools)
    registerTools(server, primitives.onlyTool === undefined ? tools : tools.filter((t) => t.name === primitives.onlyTool), scope);
  if (primitives.prompts) {
    for (const prompt of prompts) {
      server.registerPrompt(
        prompt.name,
        {
          title: prompt.title,
          description: prompt.description,
          argsSchema: parts.promptArgs.get(prompt.name),
        },
        (args: Record<string, unknown>) => ({
          description: prompt.description,
          messages: [{ role: 'user', content: { type: 'text', text: prompt.text(args, parts.promptScope) } }],
        }),
      );
    }
  }
  if (primitives.resources) {
    registerPageResources(server, ctx.data, baseUrl, ctx.api);
    registerCardResources(server);
  }
  return server;
}

function registerTools(server: McpServer, tools: readonly ToolEntry[], scope: ServerScope): void {
  const { ctx } = scope;
  for (const tool of tools) {
    const card = toolCardMeta(tool.name);
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema,
        outputSchema: tool.outputSchema,
        annotations: tool.annotations,
        // The card the tool's result can be shown in (MCP Apps).
        ...(card === undefined ? {} : { _meta: card }),
      },
      async (args: unknown) => {
        try {
          const outcome = await (scope.outcome ?? runWithSharedAnswers(tool.op, args ?? {}, ctx, scope.answers));
          scope.answered?.(outcome);
          return toolResult(outcome.result, ctx.data.manifest.sample.generated, outcome.json);
        } catch (err) {
          if (err instanceof DataUnavailableError)
            return toolError('data_unavailable: the data this answer needs is not available right now. Call the tool again in 30 seconds.');
          scope.fault(tool.op, err);
          return toolError(
            `internal_error: the server failed to answer; this is not caused by the arguments. Report request id ${ctx.requestId}.`,
          );
        }
      },
    );
  }
}

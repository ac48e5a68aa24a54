// Which primitives a request needs registered on its server: a tools/call needs only the tool it names,
// initialize and server/discover need none (capabilities and instructions are set regardless). A body that cannot be read as
// JSON-RPC gets everything, and the SDK answers it as it would any server.
export interface Primitives {
  tools: boolean;
  /** Set when the request is one tools/call: only that tool is looked up, so only it is registered. */
  onlyTool?: string;
  prompts: boolean;
  resources: boolean;
}

const ALL_PRIMITIVES: Primitives = { tools: true, prompts: true, resources: true };

export function primitivesFor(body: unknown, parsed: boolean): Primitives {
  if (!parsed) return ALL_PRIMITIVES;
  const needs: Primitives = { tools: false, prompts: false, resources: false };
  const messages = Array.isArray(body) ? body : [body];
  const single = messages.length === 1 ? (messages[0] as { method?: unknown; params?: { name?: unknown } } | null) : null;
  if (single?.method === 'tools/call' && typeof single.params?.name === 'string')
    return { ...needs, tools: true, onlyTool: single.params.name };
  for (const message of messages) {
    const method = typeof message === 'object' && message !== null ? (message as { method?: unknown }).method : undefined;
    if (typeof method !== 'string') return ALL_PRIMITIVES;
    if (method.startsWith('tools/')) needs.tools = true;
    else if (method.startsWith('prompts/')) needs.prompts = true;
    else if (method.startsWith('resources/')) needs.resources = true;
    else if (method === 'completion/complete') {
      needs.prompts = true;
      needs.resources = true;
    }
  }
  return needs;
}

// The test's MCP Apps host, bundled for Chromium (card-host-bundle.ts): the MCP client connects to the running
// server, lists the tools, reads the `ui://` resource a tool names, loads it in a sandboxed frame and hands the
// tool's input and result to the card through the extension's own host side (AppBridge).
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { CallToolResult } from '@modelcontextprotocol/client';
import { AppBridge, PostMessageTransport, getToolUiResourceUri } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { McpUiTheme } from '@modelcontextprotocol/ext-apps/app-bridge';

export interface Shown {
  uri: string;
  mimeType: string | undefined;
  html: string;
  resourceMeta: unknown;
}

let client: Client | undefined;

async function connected(mcpUrl: string): Promise<Client> {
  if (client === undefined) {
    const fresh = new Client({ name: 'card-test-host', version: '1.0.0' });
    await fresh.connect(new StreamableHTTPClientTransport(new URL(mcpUrl)));
    client = fresh;
  }
  return client;
}

/** Loads the card in a fresh sandboxed frame and resolves once the card has taken the result. */
async function mount(html: string, args: Record<string, unknown>, result: CallToolResult, theme: McpUiTheme): Promise<void> {
  document.querySelector('iframe')?.remove();
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.title = 'card';
  frame.style.width = '100%';
  frame.style.height = '2400px';
  frame.style.border = '0';
  frame.srcdoc = html;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const bridge = new AppBridge(
    client ?? null,
    { name: 'card-test-host', version: '1.0.0' },
    { openLinks: {} },
    {
      hostContext: { theme, displayMode: 'inline', locale: 'he-IL' },
    },
  );
  const initialized = new Promise<void>((resolve) => {
    bridge.oninitialized = () => resolve();
  });
  await bridge.connect(new PostMessageTransport(frame.contentWindow!, frame.contentWindow!));
  await initialized;
  await bridge.sendToolInput({ arguments: args });
  await bridge.sendToolResult(result);
}

/** The whole host path for one tool call; returns what the resource read gave, for the test to inspect. */
async function showTool(mcpUrl: string, name: string, args: Record<string, unknown>, theme: McpUiTheme): Promise<Shown> {
  const mcp = await connected(mcpUrl);
  const { tools } = await mcp.listTools();
  const tool = tools.find((t) => t.name === name);
  const uri = tool === undefined ? undefined : getToolUiResourceUri(tool);
  if (uri === undefined) throw new Error(`tool ${name} names no ui:// resource`);
  const read = await mcp.readResource({ uri });
  const content = read.contents[0] as { uri: string; mimeType?: string; text?: string; _meta?: Record<string, unknown> };
  const html = content.text ?? '';
  const result = (await mcp.callTool({ name, arguments: args })) as CallToolResult;
  await mount(html, args, result, theme);
  return { uri, mimeType: content.mimeType, html, resourceMeta: content._meta?.ui };
}

/** A card fed a result the server never sent (a malformed answer). */
async function showResult(html: string, result: CallToolResult, theme: McpUiTheme): Promise<void> {
  await mount(html, {}, result, theme);
}

Object.assign(globalThis, { cardHost: { showTool, showResult } });

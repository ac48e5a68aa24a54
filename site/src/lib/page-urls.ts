// Absolute URLs of site paths. Twin paths come from lib/markdown/page-urls.ts (markdownPathOf), shared with
// fetch and the MCP resources.

export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

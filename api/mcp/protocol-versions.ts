// The MCP protocol revisions the one endpoint serves (spec: Versioning 3). The first 2025-era entry is what a
// legacy `initialize` falls back to when a client asks for a revision not listed here.
export const MCP_PROTOCOL_VERSIONS = ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

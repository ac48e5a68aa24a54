// Deterministic JSON. Shards are serialised from their zod parse output, whose object keys follow the
// schema's declared order whatever order the input had, and whose record keys follow the SQL's ORDER BY:
// identical data gives identical bytes without re-sorting millions of keys.
export function stableJson(value: unknown): string {
  return JSON.stringify(value) + '\n';
}

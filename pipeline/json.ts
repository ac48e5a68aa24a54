// Deterministic JSON: keys sorted at every level, so identical data gives identical bytes.
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]));
  }
  return value;
}

export function stableJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) + '\n';
}

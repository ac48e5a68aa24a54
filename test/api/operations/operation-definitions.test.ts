// What every operation definition must carry for REST, OpenAPI and MCP alike.
import { describe, expect, it } from 'vitest';
import { operations } from '../../../api/operations/index.ts';

describe.each(operations.map((op) => [op.name, op] as const))('%s', (_name, op) => {
  it('has a snake_case name, a title, a description under 200 characters and every annotation set', () => {
    expect(op.name).toMatch(/^[a-z][a-z0-9_]*$/);
    expect(op.title.length).toBeGreaterThan(0);
    expect(op.description.length).toBeGreaterThan(20);
    expect(op.description.length).toBeLessThan(200);
    for (const key of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const) {
      expect(typeof op.annotations[key]).toBe('boolean');
    }
    expect(op.tags.length).toBeGreaterThan(0);
  });

  it('declares every path parameter in its input and rejects unknown members', () => {
    for (const [, name] of op.path.matchAll(/:(\w+)/g)) expect(Object.keys(op.input.shape)).toContain(name);
    expect(op.input.safeParse({ surely_not_a_parameter: 1 }).success).toBe(false);
  });

  it('has an output schema that includes the common members', () => {
    for (const key of ['citation_url', 'data_date', 'disclaimer', 'disclaimer_en', 'handoff', 'error'])
      expect(Object.keys(op.output.shape)).toContain(key);
  });
});

it('operation names and method+path pairs are unique', () => {
  expect(new Set(operations.map((op) => op.name)).size).toBe(operations.length);
  expect(new Set(operations.map((op) => `${op.method} ${op.path}`)).size).toBe(operations.length);
});

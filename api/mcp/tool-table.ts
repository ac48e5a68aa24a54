// The MCP tool table, built once from the operation list: each tool's input and output JSON Schemas are
// converted from the operation's zod schemas here, so a per-request server only registers ready objects.
import { z } from 'zod';
import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import type { Operation, ToolAnnotations } from '../operations/define-operation.ts';

export interface ToolEntry {
  op: Operation;
  name: string;
  title: string;
  description: string;
  annotations: ToolAnnotations;
  inputSchema: StandardSchemaWithJSON;
  outputSchema: StandardSchemaWithJSON;
  /** The JSON Schemas tools/list advertises; the server card lists the same. */
  inputJson: Record<string, unknown>;
  outputJson: Record<string, unknown>;
}

const MAX_DESCRIPTION = 200;

/**
 * Advertises a precomputed JSON Schema and lets every value through: runOperation validates the arguments with
 * the operation's own zod schema, so a tool and its REST route reject the same input with the same message.
 */
function advertised(json: Record<string, unknown>): StandardSchemaWithJSON {
  return {
    '~standard': {
      version: 1,
      vendor: 'israel-car-facts',
      validate: (value: unknown) => ({ value }),
      jsonSchema: { input: () => json, output: () => json },
    },
  };
}

function jsonSchema(schema: z.ZodObject, io: 'input' | 'output'): Record<string, unknown> {
  return z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Record<string, unknown>;
}

export function buildToolTable(operations: readonly Operation[]): ToolEntry[] {
  return operations
    .filter((op) => op.mcp !== false)
    .map((op) => {
      if (op.description.length >= MAX_DESCRIPTION) {
        throw new Error(`operation ${op.name}: description must be under ${MAX_DESCRIPTION} characters (it is the MCP tool description)`);
      }
      const inputJson = jsonSchema(op.input, 'input');
      const outputJson = jsonSchema(op.output, 'output');
      return {
        op,
        name: op.name,
        title: op.title,
        description: op.description,
        annotations: { ...op.annotations },
        inputSchema: advertised(inputJson),
        outputSchema: advertised(outputJson),
        inputJson,
        outputJson,
      };
    });
}

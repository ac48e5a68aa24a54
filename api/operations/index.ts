// The explicit list of operations: REST routes, OpenAPI and MCP tools are generated from it, in this order.
// Adding an operation is its file plus one line here.
import type { Operation } from './define-operation.ts';
import { listMakes } from './list-makes.ts';
import { listModels } from './list-models.ts';
import { listModelYears } from './list-model-years.ts';
import { searchModels } from './search-models.ts';

export const operations: readonly Operation[] = [
  listMakes,
  listModels,
  listModelYears,
  searchModels,
] as unknown as readonly Operation[];

// Reads an OpenAPI 3.1 document into what the API docs page lists: operations grouped by tag, with their
// parameters (or JSON body members) and response codes.
type Json = Record<string, unknown>;

export interface FieldView { name: string; type: string; required: boolean; description: string }
export interface OperationView {
  method: string;
  path: string;
  operationId: string;
  summary: string;
  description: string;
  fieldsTitle: string;
  fields: FieldView[];
  responses: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function typeOf(schema: Json | undefined): string {
  if (!schema) return 'any';
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const t = schema.type;
  const base = Array.isArray(t) ? t.join(' | ') : typeof t === 'string' ? t : Array.isArray(schema.anyOf) ? (schema.anyOf as Json[]).map(typeOf).join(' | ') : 'object';
  const bounds = [
    schema.minLength !== undefined || schema.maxLength !== undefined ? `${schema.minLength ?? 0}-${schema.maxLength ?? '…'} chars` : '',
    schema.minimum !== undefined || schema.maximum !== undefined ? `${schema.minimum ?? '…'}-${schema.maximum ?? '…'}` : '',
    schema.pattern ? `pattern ${String(schema.pattern)}` : '',
    schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : '',
  ].filter(Boolean);
  return bounds.length ? `${base} (${bounds.join(', ')})` : base;
}

function resolve(doc: Json, schema: Json | undefined): Json | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  return ref.slice(2).split('/').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc) as Json | undefined;
}

function operationView(doc: Json, path: string, method: string, op: Json): OperationView {
  const params = ((op.parameters ?? []) as Json[]).map((p) => resolve(doc, p) ?? p);
  const content = (op.requestBody as Json | undefined)?.content as Json | undefined;
  const body = resolve(doc, (content?.['application/json'] as Json | undefined)?.schema as Json | undefined);
  const bodyFields = body?.properties
    ? Object.entries(body.properties as Record<string, Json>).map(([name, s]) => ({
        name,
        type: typeOf(resolve(doc, s)),
        required: ((body.required ?? []) as string[]).includes(name),
        description: String(s.description ?? ''),
      }))
    : [];
  return {
    method: method.toUpperCase(),
    path,
    operationId: String(op.operationId ?? ''),
    summary: String(op.summary ?? ''),
    description: String(op.description ?? ''),
    fieldsTitle: bodyFields.length > 0 ? 'JSON body' : 'Query parameters',
    fields: bodyFields.length > 0 ? bodyFields : params.map((p) => ({
      name: String(p.name),
      type: typeOf(p.schema as Json | undefined),
      required: p.required === true,
      description: String(p.description ?? ''),
    })),
    responses: Object.keys((op.responses ?? {}) as Json).sort(),
  };
}

export function describeOperations(doc: Json) {
  const info = (doc.info ?? {}) as Json;
  const tagList = ((doc.tags ?? []) as Json[]).map((t) => ({ tag: String(t.name), description: String(t.description ?? '') }));
  const ops: (OperationView & { tag: string })[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (op) ops.push({ ...operationView(doc, path, method, op), tag: String((op.tags as string[] | undefined)?.[0] ?? 'other') });
    }
  }
  const known = new Set(tagList.map((t) => t.tag));
  const extra = [...new Set(ops.map((o) => o.tag))].filter((t) => !known.has(t)).map((tag) => ({ tag, description: '' }));
  const groups = [...tagList, ...extra]
    .map((t) => ({ ...t, operations: ops.filter((o) => o.tag === t.tag) }))
    .filter((g) => g.operations.length > 0);
  return {
    info: { title: String(info.title ?? 'API'), version: String(info.version ?? ''), description: String(info.description ?? ''), openapi: String(doc.openapi ?? '') },
    groups,
  };
}

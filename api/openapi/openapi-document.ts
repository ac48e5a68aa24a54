// The OpenAPI 3.1.0 description, generated from the operation list: the same zod schemas that validate requests
// give the parameters, and the same output schemas give the 200 bodies. Nothing here is written per operation.
import { z } from 'zod';
import type { Operation } from '../operations/define-operation.ts';
import { ERROR_CODES, DATA_ERROR_CODES, ErrorBody } from '../errors.ts';
import { API_VERSION, Meta } from '../envelope.ts';
import { openApiPath } from '../../lib/api/api-paths.ts';

type Json = Record<string, unknown>;

const TAGS: Record<string, string> = {
  content: 'Search and fetch the site pages (connector shape).',
  live:
    'Live registry facts by licence plate. A look-up against the ministry registry never ' +
    'waits past its deadline (a few seconds, all retries included): past it, or while ' +
    'the registry is failing or busy, the answer is a 200 with data.error.code upstream_unavailable ' +
    'and when to retry, or a cached answer with freshness.stale true. data.error.reason says why: ' +
    'busy when this server did not ask the registry at all (too many look-ups waiting; retry in a ' +
    'few seconds), timeout or failing when it asked, resting while it leaves a failing registry alone.',
  models: 'Model facts, thefts and licence fees from the catalog build.',
  rules: 'Rules: standard policy by car age, compulsory-insurance factors, licence fee.',
  catalog: 'Makes, models and model years: the catalog the other operations accept.',
  callback:
    'The one action: a call-back request, only with explicit consent. A received request ' +
    "is stored durably and delivered to the operator's webhook at least once, exactly " +
    'once per Idempotency-Key at an operator that keeps the key (a crash mid-delivery ' +
    'resends with the same key).',
  service: 'The service itself: how old its data is and whether its live parts work now (the /status page).',
};

const DESCRIPTION =
  `Facts about Israeli cars from the transport ministry's open data and police theft ` +
  `figures. Read-only, open (no key), CORS open to any origin.

Every 200 answer is \`{data, meta}\`. \`data\` always carries \`citation_url\`, ` +
  `\`data_date\`, \`source\`, the Hebrew \`disclaimer\` and \`disclaimer_en\` (relay ` +
  `them), and a \`handoff\` (a call-back offer, to be made only when the person asks ` +
  `for a quote and sent only after explicit consent). No insurance prices, rankings ` +
  `or recommendations. \`meta\` repeats \`data_date\` and \`citation_url\`, and \`meta.sample\` ` +
  `is true while the service runs on its generated sample (test data in the ministry's ` +
  `schemas, not ministry figures): say so whenever such figures are used.

**404 or 200?** An unknown make, model, model year or page id is a 404 with the ` +
  `closest existing values in \`error.suggestions\`. A plate the registry does not ` +
  `know is a 200 with \`data.vehicle\` null and \`data.error.code\` \`plate_not_found\`: ` +
  `the lookup is live and the answer is valid, it is not a missing resource.

**Errors** (every REST answer but a 200, 204 or 304, including requests refused ` +
  `before any operation runs: malformed HTTP, headers over 16 KiB, headers not in within ` +
  `5 s or a whole request within 10 s) share the Error schema \`{error: {code, message, ` +
  `parameter?, suggestions?}}\`; the message says how to fix the input. A JSON body ` +
  `that gives a key twice is a 400 \`duplicate_key\` naming it, never read as its last ` +
  `value. Codes: ${Object.entries(ERROR_CODES)
    .map(([code, e]) => `\`${code}\` (${e.status})`)
    .join(', ')}. Codes in \`data.error\` of a 200: ${Object.keys(DATA_ERROR_CODES)
    .map((c) => `\`${c}\``)
    .join(', ')}.

**Rate limits**: per client, separate per-minute budgets (fixed one-minute windows, ` +
  `shared by every instance of the service) for catalog, live (any call with a plate) ` +
  `and call-back requests; a 429 carries \`Retry-After\` in seconds until the window ` +
  `ends. Catalog answers carry an \`ETag\` (it changes with the data version) and answer ` +
  `304 to \`If-None-Match\`.`;

function stripDialect(schema: Json): Json {
  const { $schema: _ignored, ...rest } = schema;
  return rest;
}

/** Moves zod's $defs into components.schemas and points the refs there. */
function hoist(schema: Json, components: Json): Json {
  const { $defs, ...rest } = stripDialect(schema) as Json & { $defs?: Json };
  const fix = (value: Json): Json => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
  for (const [name, def] of Object.entries($defs ?? {})) components[name] = fix(def as Json);
  return fix(rest);
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output', components: Json): Json {
  return hoist(z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json, components);
}

function isOptional(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}

function parameters(op: Operation, components: Json): Json[] {
  const pathParams = new Set([...op.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!));
  return Object.entries(op.input.shape as Record<string, z.ZodType>).map(([name, field]) => {
    const {
      description,
      examples,
      default: _d,
      ...schema
    } = jsonSchema(field, 'input', components) as Json & { description?: string; examples?: unknown[] };
    const inPath = pathParams.has(name);
    return {
      name,
      in: inPath ? 'path' : 'query',
      required: inPath || !isOptional(field),
      ...(description ? { description } : {}),
      schema: { ...schema, ...(_d === undefined ? {} : { default: _d }) },
      ...(examples && examples.length > 0 ? { example: examples[0] } : {}),
    };
  });
}

function successResponse(op: Operation, components: Json): Json {
  const data = jsonSchema(op.output, 'output', components);
  delete data.additionalProperties; // the spec allows additional members in data
  return {
    description: 'The answer in the common envelope.',
    headers:
      op.budget === 'catalog' && op.method === 'GET'
        ? { ETag: { description: 'Changes when the data version does; send it back in If-None-Match.', schema: { type: 'string' } } }
        : undefined,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['data', 'meta'],
          properties: { data, meta: { $ref: '#/components/schemas/Meta' } },
        },
      },
    },
  };
}

function operationObject(op: Operation, components: Json): Json {
  const params = op.method === 'POST' ? [] : parameters(op, components);
  const responses: Json = {
    200: successResponse(op, components),
    ...(op.budget === 'catalog' && op.method === 'GET'
      ? { 304: { description: 'Not modified: the ETag sent in If-None-Match still holds.' } }
      : {}),
    400: { $ref: '#/components/responses/BadRequest' },
    404: { $ref: '#/components/responses/NotFound' },
    429: { $ref: '#/components/responses/TooManyRequests' },
    503: { $ref: '#/components/responses/ServiceUnavailable' },
  };
  return {
    operationId: op.name,
    summary: op.title,
    description: op.description,
    tags: op.tags,
    security: [],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(op.method === 'POST'
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.input, 'input', components) } } } }
      : {}),
    responses,
  };
}

export function buildOpenApi(operations: readonly Operation[], publicBaseUrl: string): Json {
  const schemas: Json = {};
  const paths: Record<string, Json> = {};
  for (const op of operations) {
    const path = openApiPath(op.path);
    paths[path] = { ...paths[path], [op.method.toLowerCase()]: operationObject(op, schemas) };
  }
  // Both carry a meta id, so zod emits them as definitions, which hoist() files under components.schemas.
  jsonSchema(ErrorBody, 'output', schemas);
  jsonSchema(Meta, 'output', schemas);
  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  const usedTags = [...new Set(operations.flatMap((op) => op.tags))].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Israel car facts API',
      version: API_VERSION,
      description: DESCRIPTION,
      contact: { name: 'Service operator', url: `${publicBaseUrl}/api-docs` },
      license: { name: 'Data: Israeli government open data licence; recall notices CC BY', url: `${publicBaseUrl}/terms` },
    },
    servers: [{ url: publicBaseUrl, description: 'This service' }],
    security: [],
    tags: usedTags.map((name) => ({ name, description: TAGS[name] ?? name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      headers: {
        RetryAfter: { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 1 } },
      },
      responses: {
        BadRequest: { description: 'Invalid input; the message says how to fix it.', content: errorContent },
        NotFound: {
          description:
            'Not found (unknown make, model, model year or page); suggestions list the closest ' +
            'matches. An unknown plate is a 200 with data.error.code plate_not_found, except ' +
            "in standard_policy_at_age, whose tier needs the car's age: there it is a 404 plate_not_found.",
          content: errorContent,
        },
        TooManyRequests: {
          description: 'Rate limited; retry after Retry-After seconds.',
          headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
          content: errorContent,
        },
        ServiceUnavailable: {
          description:
            'No valid data version is loaded yet (data_unavailable), in standard_policy_at_age ' +
            'by plate the ministry registry did not answer (upstream_unavailable), or a call-back ' +
            'request or erasure could not reach the call-back store (callbacks_unavailable); ' +
            'retry after Retry-After seconds.',
          headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
          content: errorContent,
        },
      },
    },
  };
}

// server.json for the official MCP registry: valid against the vendored 2025-12-11 schema (draft-07, checked with
// the Ajv the MCP SDK ships), made from the server card so the two agree, and served beside the card.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ajv, addFormats } from '@modelcontextprotocol/server/validators/ajv';
import { testApp } from '../helpers/test-app.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { SERVER_JSON_PATH, SERVER_JSON_SCHEMA } from '../../../api/discovery/server-json.ts';

const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../fixtures/mcp-registry/server.schema.json');
const SCHEMA_BYTES = readFileSync(SCHEMA_FILE);
const SCHEMA = JSON.parse(SCHEMA_BYTES.toString('utf8')) as { $id: string };

function validator() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv.compile(SCHEMA);
}

async function documents() {
  const { app } = testApp(DATA_DIR, { config: { publicBaseUrl: 'https://cars.example' } });
  const res = await app.request(SERVER_JSON_PATH);
  const card = await (await app.request('/.well-known/mcp/server-card.json')).json();
  return { res, serverJson: await res.clone().json(), card };
}

describe('server.json', () => {
  it('vendors the published 2025-12-11 schema unchanged and names it', () => {
    expect(createHash('sha256').update(SCHEMA_BYTES).digest('hex')).toBe(
      '3fba09590c99f61735d234822279f4223fab9e300c0a81e81c91ab62a4114de0',
    );
    expect(SCHEMA.$id).toBe(SERVER_JSON_SCHEMA);
  });

  it("is valid against the schema, served as JSON with the discovery documents' caching", async () => {
    const { res, serverJson } = await documents();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const validate = validator();
    expect(validate(serverJson), JSON.stringify(validate.errors)).toBe(true);
    expect(serverJson.$schema).toBe(SERVER_JSON_SCHEMA);
  });

  it('says what the server card says: name, title, version, description, website and endpoint', async () => {
    const { serverJson, card } = await documents();
    expect(serverJson).toMatchObject({
      name: card.name,
      title: card.title,
      version: card.version,
      description: card.description,
      websiteUrl: card.websiteUrl,
    });
    expect(serverJson.remotes).toEqual(card.remotes.map((r: { type: string; url: string }) => ({ type: r.type, url: r.url })));
    expect(serverJson.remotes).toEqual([{ type: 'streamable-http', url: 'https://cars.example/api/mcp' }]);
  });

  it("would be refused by the schema if it broke the registry's rules (the check can fail)", () => {
    const validate = validator();
    const good = { $schema: SERVER_JSON_SCHEMA, name: 'example.cars/car-facts', description: 'x', version: '1.0.0' };
    expect(validate(good)).toBe(true);
    expect(validate({ ...good, name: 'no-slash' })).toBe(false);
    expect(validate({ ...good, description: 'x'.repeat(101) })).toBe(false);
    expect(validate({ ...good, remotes: [{ type: 'streamable-http', url: 'ftp://cars.example/mcp' }] })).toBe(false);
  });
});

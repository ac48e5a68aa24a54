// The generated OpenAPI 3.1 document: served at both paths, generated from the operation list, and linted by
// Redocly (recommended) and Spectral (spectral:oas) with zero errors.
import { beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fixtureDataDir } from '../../support/fixture-versions/api-catalog.ts';
import { testApp } from '../helpers/test-app.ts';
import { operations } from '../../../api/operations/index.ts';
import { openApiPath } from '../../../lib/api/api-paths.ts';
import { underLoad } from '../../support/load-allowance.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
let doc: any;
let file: string;

beforeAll(async () => {
  const { app } = testApp(fixtureDataDir());
  const res = await app.request('/openapi.json');
  expect(res.status).toBe(200);
  doc = await res.json();
  file = path.join(mkdtempSync(path.join(tmpdir(), 'openapi-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(doc, null, 2));
  const again = await app.request('/api/v1/openapi.json');
  expect(await again.json()).toEqual(doc);
});

describe('OpenAPI document', () => {
  it('is 3.1.0 with version 1.1.0 and every operation with its operationId, 200/400/404/429', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.1.0');
    for (const op of operations) {
      const entry = doc.paths[openApiPath(op.path)][op.method.toLowerCase()];
      expect(entry.operationId).toBe(op.name);
      expect(Object.keys(entry.responses)).toEqual(expect.arrayContaining(['200', '400', '404', '429']));
    }
    expect(doc.components.responses.TooManyRequests.headers['Retry-After']).toBeDefined();
    expect(doc.components.schemas.Error.properties.error.required).toEqual(['code', 'message']);
    expect(doc.tags.map((t: any) => t.name)).toContain('catalog');
    expect(doc.info.description).toContain('plate_not_found');
  });

  it('documents parameters with the spec bounds and examples', () => {
    const params = doc.paths['/api/v1/model-info'].get.parameters;
    const year = params.find((p: any) => p.name === 'year');
    expect(year).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 1950, maximum: 2100 }, example: 2020 });
    expect(params.find((p: any) => p.name === 'make')).toMatchObject({ required: true, schema: { minLength: 1, maxLength: 60 } });
    const plate = doc.paths['/api/v1/thefts'].get.parameters.find((p: any) => p.name === 'plate');
    expect(plate.schema).toMatchObject({ type: 'string', minLength: 7, maxLength: 12 });
    const onRoad = doc.paths['/api/v1/standard-policy'].get.parameters.find((p: any) => p.name === 'on_road_since');
    expect(onRoad.schema.pattern).toBe('^\\d{4}-\\d{1,2}');
    const makePath = doc.paths['/api/v1/makes/{make}/models'].get.parameters[0];
    expect(makePath).toMatchObject({ name: 'make', in: 'path', required: true });
  });

  it(
    'lints clean with Redocly',
    async () => {
      const { stdout, stderr } = await run(
        process.execPath,
        [path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', file, '--config', path.join(ROOT, 'redocly.yaml')],
        {
          cwd: ROOT,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      );
      expect(`${stdout}${stderr}`).toMatch(/valid/);
    },
    underLoad(120_000),
  );

  it(
    'lints with zero errors with Spectral (spectral:oas)',
    async () => {
      const { stdout } = await run(
        process.execPath,
        [
          path.join(ROOT, 'node_modules/@stoplight/spectral-cli/dist/index.js'),
          'lint',
          file,
          '--ruleset',
          path.join(ROOT, '.spectral.yaml'),
          '--format',
          'json',
          '--quiet',
        ],
        { cwd: ROOT },
      ).catch((e) => e);
      const results = JSON.parse(stdout || '[]') as { severity: number; code: string; message: string }[];
      expect(results.filter((r) => r.severity === 0)).toEqual([]);
    },
    underLoad(120_000),
  );
});

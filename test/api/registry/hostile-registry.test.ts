// A hostile or broken registry (issue 35, section 4): the real server (REGISTRY=ckan) against the CKAN emulator
// serving a car whose make and model names carry a CR/LF with the start of an iCalendar property, NUL, ESC, a
// direction override, tag characters and a <script> element, and then answers of several megabytes. The probe
// found the .ics given extra NAME: and X-WR-CALNAME: lines, the Atom feed not well-formed, <script> raw in the twin
// and the .ics, and a 150 MB answer read whole (+795 MB).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../../support/spawn-server.ts';
import { CkanEmulator } from '../../support/ckan-emulator.ts';
import { rawCkanTables } from '../../support/ckan-raw-seed.ts';
import { CKAN_RESOURCES } from '../../../api/registry/ckan-registry.ts';
import { MAX_ANSWER_BYTES } from '../../../api/registry/ckan-client.ts';

const emulator = new CkanEmulator(new Map());
let server: SpawnedServer;

/** Not in the sample: a car of a make code the catalog lacks, so the registry's own names reach every output. */
const PLATE = '77700011';
const MAKE = 'EVIL MOTORS\r\nX-WR-CALNAME:pwned\r\nNAME:pwned\u0000\u001b[2J\u202e<script>alert(1)</script>\u{E0041}\u{E0042}';
const MODEL = '<script>steal()</script>\nSUMMARY:pwned\u0007';
/** XML 1.0 allows no C0 character but tab, LF and CR. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

beforeAll(async () => {
  for (const [id, table] of await rawCkanTables()) emulator.tables.set(id, table);
  const active = emulator.tables.get(CKAN_RESOURCES.active)!;
  const model = active.records.find((r) => r.tokef_dt)!;
  active.records.push({ ...model, mispar_rechev: Number(PLATE), tozeret_cd: 987, tozeret_nm: MAKE, kinuy_mishari: MODEL });
  await emulator.start();
  server = await spawnServer({
    REGISTRY: 'ckan',
    CKAN_BASE_URL: emulator.baseUrl,
    RATE_LIMIT_LIVE_PER_MIN: '100000',
    CKAN_CACHE_TTL_SECONDS: '0',
  });
});
afterAll(async () => {
  await server?.kill('SIGTERM');
  await emulator.stop();
});

const get = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, text: await res.text() };
};

describe('text from the registry', () => {
  it('is cleaned where it enters: no control, direction or tag character reaches the REST answer', async () => {
    const { status, text } = await get(`/api/v1/vehicle?plate=${PLATE}`);
    expect(status).toBe(200);
    const vehicle = (JSON.parse(text) as { data: { vehicle: { make: { name_he: string }; model: { name: string } } } }).data.vehicle;
    expect(vehicle.make.name_he).toBe('EVIL MOTORS X-WR-CALNAME:pwned NAME:pwned[2J<script>alert(1)</script>');
    expect(vehicle.model.name).toBe('<script>steal()</script> SUMMARY:pwned');
  });

  it('adds no line to the calendar and no <script> to it', async () => {
    const { status, text } = await get(`/vehicle/${PLATE}/licence.ics`);
    expect(status).toBe(200);
    const lines = text.split('\r\n');
    expect(lines.filter((l) => l.startsWith('NAME:'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('X-WR-CALNAME:'))).toHaveLength(1);
    expect(lines.some((l) => /^(?:NAME|X-WR-CALNAME|SUMMARY):pwned/.test(l))).toBe(false);
    // Every line is a property (NAME:value or NAME;params:value), or a folded continuation beginning with a space.
    for (const line of lines.slice(0, -1)) expect(line, line).toMatch(/^(?:[A-Z][A-Z0-9-]*[:;]| )/);
    expect(text).not.toContain('<script');
    expect(text).not.toMatch(NOT_XML);
  });

  it('keeps the Atom feed well-formed and escaped', async () => {
    const { status, text } = await get(`/vehicle/${PLATE}/feed.atom`);
    expect(status).toBe(200);
    expect(text).not.toMatch(NOT_XML);
    expect(text).not.toContain('<script');
    expect(text).toContain('EVIL MOTORS');
  });

  it('writes no raw HTML element into the twin, and escapes the page', async () => {
    const twin = await get(`/vehicle/${PLATE}.md`);
    expect(twin.status).toBe(200);
    expect(twin.text).toContain('EVIL MOTORS');
    expect(twin.text).not.toContain('<script');
    expect(twin.text).not.toMatch(NOT_XML);
    const page = await get(`/vehicle/${PLATE}`);
    expect(page.text).not.toContain('<script>alert');
    expect(page.text).not.toContain('<script>steal');
  });
});

describe('an oversized answer', () => {
  it('is given up while it arrives and answered as the registry being unavailable', async () => {
    emulator.padding = MAX_ANSWER_BYTES + 1024 * 1024;
    try {
      const { status, text } = await get(`/api/v1/vehicle?plate=10000009`);
      expect(status).toBe(200);
      const data = (JSON.parse(text) as { data: { vehicle: unknown; error: { code: string; message: string } } }).data;
      expect(data.vehicle).toBeNull();
      expect(data.error.code).toBe('upstream_unavailable');
      expect(data.error.message).toContain(`an answer over ${MAX_ANSWER_BYTES / 1024 / 1024} MB`);
    } finally {
      emulator.padding = 0;
    }
    expect((await get(`/api/v1/vehicle?plate=10000009`)).status).toBe(200);
  });
});

// Issue 36 §3: `lang` chooses the `*_localized` member of every text an answer gives in several languages, beside
// the published `_he` (governing), `_en` and `_ar`; no `*_<lang>` member is added for a further language. Over real
// HTTP (REST) and the MCP SDK client, on the sample's local registry. Plates from raw/ by hand: 10000009 is the
// Hyundai Tucson 2021 on the road with open recalls 12350 and 12361, one ownership change and safety systems in
// its model data (raw/model-data); 10000018 is a personal import (raw/personal-imports), whose open recalls carry
// the coverage caveat; 1000011 is a Mazda 3 only in the cancelled file, scrapped 2024-08-14.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { LocalRegistry } from '../../../api/registry/local-registry.ts';
import { LANGS, type Lang } from '../../../lib/i18n/lang.ts';
import { message } from '../../../lib/i18n/messages.ts';
import { MEMBER_LANGS } from '../../../lib/i18n/localized-member.ts';
import odometerRule from '../../../raw/rules/odometer.json' with { type: 'json' };
import { connectClient, MODERN_VERSION, startMcpTestServer, type McpTestServer } from '../helpers/mcp-test-server.ts';

const store = DataStore.openCurrent(DATA_DIR);
const local = new LocalRegistry(() => store.registryDbPath);
let server: McpTestServer;
let client: Client;

beforeAll(async () => {
  server = await startMcpTestServer({}, local);
  client = await connectClient(server.mcpUrl, MODERN_VERSION);
});
afterAll(async () => {
  await client.close();
  await server.close();
  local.close();
});

type Json = Record<string, unknown>;
const rest = async (path: string): Promise<Json> => {
  const response = await fetch(`${server.base}${path}`, { headers: { accept: 'application/json' } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Json }).data;
};
const mcp = async (name: string, args: Record<string, string>): Promise<Json> =>
  (await client.callTool({ name, arguments: args })).structuredContent as Json;

/** Every object of an answer that gives a text `<name>_he` and `<name>_en`, with the text's name and path. */
function texts(value: unknown, path = 'data'): { at: string; name: string; obj: Json }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const obj = value as Json;
  const own = Object.keys(obj)
    .filter((k) => k.endsWith('_he') && typeof obj[k] === 'string' && typeof obj[`${k.slice(0, -3)}_en`] === 'string')
    .map((k) => ({ at: path, name: k.slice(0, -3), obj }));
  return [...own, ...Object.entries(obj).flatMap(([k, v]) => texts(v, `${path}.${k}`))];
}

/**
 * Every text the answer publishes in Arabic too (`<name>_ar`) has its `_localized` member, equal to the member of
 * the language asked where one is published.
 */
function expectLocalized(data: Json, lang: Lang, names: string[]) {
  const found = texts(data.vehicle).filter((t) => typeof t.obj[`${t.name}_ar`] === 'string');
  for (const name of names)
    expect(
      found.some((t) => t.name === name),
      name,
    ).toBe(true);
  expect(found.length).toBeGreaterThan(10);
  for (const { at, name, obj } of found) {
    const localized = obj[`${name}_localized`];
    expect(typeof localized, `${at}.${name}_localized`).toBe('string');
    const own = obj[`${name}_${lang}`];
    if (own !== undefined) expect(localized, `${at}.${name}_localized`).toBe(own);
    // A language with no member of its own reads its own words (its catalogue, its texts in raw/rules), not English.
    else expect(localized, `${at}.${name}_localized`).toMatch(OWN_LETTERS[lang]);
  }
  // Nothing new beside them: a language of LANGS other than the three published has no member of its own.
  const json = JSON.stringify(data);
  for (const other of LANGS.filter((l) => !['he', 'en', 'ar'].includes(l))) expect(json).not.toMatch(new RegExp(`_${other}":`));
}

const TUCSON_TEXTS = ['text', 'rule', 'label'];
/** Letters of each language's own script, which a text in it has and its English has not. */
const OWN_LETTERS: Record<Lang, RegExp> = { he: /[\u0590-\u05FF]/, ar: /[\u0600-\u06FF]/, en: /[A-Za-z]/, ru: /[\u0400-\u04FF]/ };

describe('lang chooses the *_localized members of a plate answer', () => {
  it.each(LANGS)('lookup_vehicle with lang=%s: every text of the car has its _localized member, equal to its own', async (lang) => {
    const viaRest = await rest(`/api/v1/vehicle?plate=10000009&lang=${lang}`);
    const viaMcp = await mcp('lookup_vehicle', { plate: '10000009', lang });
    for (const data of [viaRest, viaMcp]) {
      expectLocalized(data, lang, TUCSON_TEXTS);
      const v = data.vehicle as Json & { status_line: Json; owners: Json; odometer: Json; changes: Json; safety_systems: Json[] };
      for (const member of [v.status_line, v.owners, v.odometer, v.changes, v.safety_systems[0]!, v.owners.current_ownership as Json]) {
        expect(
          Object.keys(member).some((k) => k.endsWith('_localized')),
          JSON.stringify(member),
        ).toBe(true);
      }
      // The rule as the published table words it in that language (raw/rules/odometer.json).
      expect(v.odometer.rule_localized).toBe((odometerRule as Json)[`rule_${lang}`]);
    }
    expect(viaMcp.vehicle).toEqual(viaRest.vehicle);
    // A text with no member of its own in the language asked (the attention list has no _ar) is given all the same.
    for (const item of viaRest.attention as Json[]) {
      expect(typeof item.text_localized).toBe('string');
      if (lang === 'ar') expect(item).not.toHaveProperty('text_ar');
    }
  });

  it.each(LANGS)('the open recalls of a personal import say their caveat in lang=%s, from the catalogue', async (lang) => {
    const data = await rest(`/api/v1/recall?plate=10000018&lang=${lang}`);
    const coverage = (data.open_recalls as { coverage: Json }).coverage;
    expect(coverage.text_localized).toBe(message(lang, 'vehicle.recalls.personalImportCoverage'));
    expect(coverage.text_he).toBe(message('he', 'vehicle.recalls.personalImportCoverage'));
  });

  it('a scrapped car (1000011) gives its status line in the language asked: Arabic, as text_ar', async () => {
    const data = await rest('/api/v1/vehicle?plate=1000011&lang=ar');
    const line = (data.vehicle as { status_line: Json }).status_line;
    expect(line.code).toBe('cancelled');
    expect(line.text_localized).toBe(line.text_ar);
    expect(line.text_localized).toContain('2024');
  });

  it('without lang, no _localized member is given (as disclaimer_localized), and the published members stay', async () => {
    const data = await rest('/api/v1/vehicle?plate=10000009');
    expect(JSON.stringify(data)).not.toContain('_localized');
    const line = (data.vehicle as { status_line: Json }).status_line;
    expect(Object.keys(line)).toEqual(expect.arrayContaining(['text_he', 'text_en', 'text_ar']));
  });
});

describe('lang chooses the *_localized members of model_info', () => {
  it.each(LANGS)('Toyota Corolla 2019 with lang=%s: safety systems and what each fleet figure counts', async (lang) => {
    const viaRest = await rest(`/api/v1/model-info?make=toyota&model=corolla&year=2019&lang=${lang}`);
    const viaMcp = await mcp('model_info', { make: 'toyota', model: 'corolla', year: '2019', lang });
    for (const data of [viaRest, viaMcp]) {
      const systems = (data.summary as { safety_systems: Json[] }).safety_systems;
      expect(systems.length).toBeGreaterThan(0);
      // The labels catalogue's name and the model-year catalogue's words, which the _he, _ar and _en members carry too.
      for (const s of systems) {
        expect(s.label_localized).toBe(message(lang, `labels.safety.${s.key as 'abs'}`));
        if (s[`label_${lang}`] !== undefined) expect(s.label_localized).toBe(s[`label_${lang}`]);
      }
      const fleet = (data.model_year as { fleet_history: Record<string, Json> }).fleet_history;
      for (const key of ['status', 'km_at_last_test', 'ownership_changes'] as const) {
        const figure = fleet[key]!;
        expect(figure.counted_localized).toBe(message(lang, `model-year.fleet.counted.${key}`));
        if (figure[`counted_${lang}`] !== undefined) expect(figure.counted_localized).toBe(figure[`counted_${lang}`]);
      }
    }
  });

  it('without lang, model_info gives no _localized member', async () => {
    expect(JSON.stringify(await rest('/api/v1/model-info?make=toyota&model=corolla&year=2019'))).not.toContain('_localized');
  });
});

describe('no answer gains a member of a language beyond the published three (issue 36 §3)', () => {
  // One call of each REST operation that answers GET, on sample data (raw/README.md's plates and makes).
  const CALLS = [
    '/api/v1/vehicle?plate=10000009',
    '/api/v1/vehicle?plate=10000018',
    '/api/v1/vehicle?plate=1000011',
    '/api/v1/recall?plate=10000009',
    '/api/v1/model-info?make=toyota&model=corolla&year=2019',
    '/api/v1/makes',
    '/api/v1/makes/toyota/models',
    '/api/v1/makes/toyota/models/corolla/years',
    '/api/v1/models/search?query=corolla',
    '/api/v1/search?query=toyota',
    '/api/v1/licence-fee?plate=10000009',
    '/api/v1/chova-factors',
    '/api/v1/standard-policy?plate=10000009',
    '/api/v1/thefts?make=toyota&model=corolla',
    '/api/v1/changes',
    '/api/v1/quality',
    '/api/v1/status',
    '/api/v1/fetch?id=makes/toyota/corolla',
  ];
  const later = LANGS.filter((l) => !(MEMBER_LANGS as readonly Lang[]).includes(l));

  it.each(LANGS)('asked in %s, and unasked, every answer has only _he, _ar, _en and _localized members', async (lang) => {
    expect(later.length).toBeGreaterThan(0);
    for (const call of CALLS) {
      for (const url of [call, `${call}${call.includes('?') ? '&' : '?'}lang=${lang}`]) {
        const json = JSON.stringify(await rest(url));
        // Neither a `<name>_<lang>` member nor a `<lang>` key of a by-language text ({ he, ar, en }).
        for (const other of later) expect(json, url).not.toMatch(new RegExp(`[_"]${other}":`));
      }
    }
  });
});

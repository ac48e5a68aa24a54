// One answer everywhere: for every golden plate, and for the golden plates' models and model years, each fact is
// read from every surface that states it (REST over HTTP, the MCP tool, the HTML page and its markdown twin)
// and must be the same. Facts are read off each surface independently (numbers parsed out of the page text),
// not recomputed with the renderers, so a surface that states another figure fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { DataStore } from '../../lib/data/data-store.ts';
import { DATA_DIR } from '../../lib/shards/layout.ts';
import { LocalRegistry } from '../../api/registry/local-registry.ts';
import { MCP_PATH } from '../../lib/api/api-paths.ts';
import { formatIls } from '../../lib/text/format.ts';
import { GOLDEN } from '../../pipeline/sample/golden.ts';
import { testApp } from '../api/helpers/test-app.ts';
import { connectClient, MODERN_VERSION } from '../api/helpers/mcp-test-server.ts';
import { builtSite } from './built-site.ts';
import { goldenModels } from '../support/golden-models.ts';
import { LANG_DIR, localizedPath, TRANSLATED_LANGS, type Lang } from '../../lib/i18n/lang.ts';

type Json = Record<string, any>;

let store: DataStore;
let registry: LocalRegistry;
let server: ServerType;
let origin: string;
let client: Client;

beforeAll(async () => {
  const site = await builtSite();
  store = site.store;
  registry = new LocalRegistry(() => store.registryDbPath);
  const { app } = testApp(DATA_DIR, {
    registry,
    config: { siteDir: site.root, publicBaseUrl: site.baseUrl, rateLimitCatalog: 1e6, rateLimitLive: 1e6 },
  });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = await connectClient(`${origin}${MCP_PATH}`, MODERN_VERSION);
});
afterAll(async () => {
  await client?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await registry?.close();
});

/** The same operation over REST and MCP: both answers, which must already agree with each other. */
async function ask(path: string, tool: string, args: Record<string, string | number>): Promise<Json> {
  const res = await fetch(`${origin}/api/v1${path}?${new URLSearchParams(Object.entries(args).map(([k, v]) => [k, String(v)]))}`);
  const viaMcp = await client.callTool({ name: tool, arguments: args });
  if (res.status !== 200) {
    expect(viaMcp.isError, `${tool} ${JSON.stringify(args)}`).toBe(true);
    return { status: res.status };
  }
  const data = ((await res.json()) as { data: Json }).data;
  expect(viaMcp.structuredContent, `${tool} ${JSON.stringify(args)}`).toEqual(data);
  return data;
}

async function page(path: string): Promise<{ html: string; md: string }> {
  const [html, md] = await Promise.all([fetch(`${origin}${path}`), fetch(`${origin}${path}.md`)]);
  expect(html.status, path).toBe(200);
  expect(md.status, `${path}.md`).toBe(200);
  // A wide table's cells repeat their column's name for the phone layout (data-label); the facts are the cells'.
  return { html: (await html.text()).replaceAll(/ data-label="[^"]*"/g, ''), md: await md.text() };
}

const num = (s: string) => Number(s.replace(/,/g, ''));
/** A count as the pages write it: digits, or no digits for the word for one ("גניבה אחת", "כלי רכב אחד"). */
const counted = (digits: string | undefined) => (digits === undefined ? 1 : num(digits));
const all = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => m[1]!);
const ids = (list: { recall_id: number }[]) => list.map((r) => r.recall_id).sort();

/** Facts as each page states them. */
const read = {
  carsOnRoad: (html: string, md: string) => ({
    html: num(/<dt>רכבים על הכביש<\/dt><dd>([\d,]+)<\/dd>/.exec(html)?.[1] ?? 'NaN'),
    md: num(/: ([\d,]+) כלי רכב על הכביש בישראל/.exec(md)?.[1] ?? 'NaN'),
  }),
  recalls: (html: string, md: string) => ({
    html: all(html, /ריקול (\d+)/g)
      .map(Number)
      .sort(),
    md: all(md, /### ריקול (\d+)/g)
      .map(Number)
      .sort(),
  }),
  /** "ב־2025: 14 גניבות של הדגם, מתוך 2,462 כלי רכב מהדגם על הכביש: 5.69 לכל 1,000." */
  modelRate: (text: string) => {
    const m =
      /ב־(\d{4}): (?:גניבה אחת|([\d,]+) גניבות) של הדגם, מתוך (?:כלי רכב אחד|([\d,]+) כלי רכב) מהדגם על הכביש: ([\d.]+) לכל 1,000/.exec(
        text,
      );
    return m ? { year: Number(m[1]), thefts: counted(m[2]), cars: counted(m[3]), rate: Number(m[4]) } : null;
  },
  /** The production year's thefts: a count, none recorded, or no data. */
  yearThefts: (text: string) => {
    const recorded = /נרשמו (?:גניבה אחת|([\d,]+) גניבות) של כלי רכב מהדגם שיוצרו ב־(\d{4})/.exec(text);
    if (recorded) return { status: 'recorded', thefts: counted(recorded[1]) };
    if (/לא נרשמה גניבה של כלי רכב מהדגם שיוצרו ב־/.test(text)) return { status: 'none_recorded', thefts: 0 };
    if (/אין נתונים לשנת הייצור/.test(text)) return { status: 'no_data', thefts: null };
    return { status: 'absent', thefts: null };
  },
  /** The model-year fleet facts as a page or its twin writes them (a figure of too few cars reads "לא מוצג"). */
  fleet: (text: string) => {
    const plain = text.replace(/<[^>]+>/g, ' ').replace(/&quot;|&#34;/g, '"');
    const shown = (m: RegExpExecArray | null) => (m === null ? 'absent' : m[1] === undefined ? null : num(m[1]));
    return {
      share: /חלק שעל הכביש:?\s+(?:(\d+)%|פחות מ־)/.exec(plain)?.[1] ?? null,
      cars_with_reading: num(/([\d,]+) כלי רכב עם קריאה/.exec(plain)?.[1] ?? 'NaN'),
      median_km: shown(/כלי רכב עם קריאה(?:, חציון ([\d,]+) ק"מ)?\./.exec(plain)),
      cars_no_data: num(/ול־([\d,]+) אין שורה במאגר ההיסטוריה/.exec(plain)?.[1] ?? 'NaN'),
      // A median between two whole changes is written with one decimal ("1.5"), perhaps at a sentence's end.
      ownership_median: shown(/חציון שינויי הבעלות: (?:(\d+(?:\.\d+)?)|פחות מ־)/.exec(plain)),
    };
  },
  /** The model page's per-year fleet table: year -> [share, median km, median ownership changes] as written. */
  yearFleet: (html: string, md: string) => {
    const table = /<caption>[^<]*חלק שעל הכביש, ק&quot;מ בטסט האחרון[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
    const htmlRows = [
      ...table.matchAll(
        /<a href="[^"]*">(\d{4})<\/a><\/th><td class="num">([^<]*)<\/td><td class="num">([^<]*)<\/td><td class="num">([^<]*)</g,
      ),
    ];
    const mdRows = [...md.matchAll(/^\| \[(\d{4})\]\([^)]*\) \| ([^|]*) \| ([^|]*) \| ([^|]*) \|$/gm)];
    const rows = (ms: RegExpMatchArray[]) => ms.map((m) => [Number(m[1]), m[2]!.trim(), m[3]!.trim(), m[4]!.trim()]);
    return { html: rows(htmlRows), md: rows(mdRows) };
  },
  /** Trim labels of the model-year page's versions table, in the page and in its twin. */
  trims: (html: string, md: string) => {
    const table = /<caption>הגרסאות של[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
    const htmlTrims = all(table, /<tr><th scope="row"><span lang="en" class="latin">([^<]*)<\/span><\/th>/g).sort();
    const versions = md.split('## גרסאות')[1]?.split('\n## ')[0] ?? '';
    const mdTrims = versions
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| גרסה'))
      .map((l) => {
        const [trim, code] = l
          .split('|')
          .slice(1, 3)
          .map((c) => c.trim());
        return trim === '—' ? code! : trim!;
      })
      .sort();
    return { html: htmlTrims, md: mdTrims };
  },
};

const plates = GOLDEN.filter((g) => g.where !== 'none').map((g) => String(g.plate));

/** One section of the plate page (by its heading), in the HTML and in the twin. */
const sectionOf = (html: string, md: string, heading: string) => ({
  html: html.split(`<h2>${heading}</h2>`)[1]?.split('</section>')[0] ?? '',
  md: md.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0] ?? '',
});
/** The value of a fact (term: value) as the HTML and the twin write it. */
const factIn = (section: { html: string; md: string }, term: string) => ({
  html: new RegExp(`<dt>${term}</dt><dd>(.*?)</dd>`).exec(section.html)?.[1]?.replace(/&quot;/g, '"') ?? null,
  md: new RegExp(`^- ${term}: (.*)$`, 'm').exec(section.md)?.[1] ?? null,
});
const kmOf = (text: string | null) => (text === null ? null : num(/^([\d,]+) ק"מ$/.exec(text)?.[1] ?? 'NaN'));
/** The ownership rows the owners section lists ("3/2019: ליסינג (רישום ראשון)"): [YYYY-MM, type, what the row is]. */
const rowsIn = (text: string) =>
  [...text.matchAll(/(?:<li>|^- )(\d{1,2})\/(\d{4}): ([^<\n(]+) \(([^)<\n]+)\)(?=<\/li>|$)/gm)].map((m) => [
    `${m[2]}-${m[1]!.padStart(2, '0')}`,
    m[3],
    m[4],
  ]);
const ROW_KIND: Record<string, string> = {
  first_registration: 'רישום ראשון',
  change: 'העברת בעלות',
  repeat: 'חזרה מדויקת על השורה הקודמת',
};
const VERDICT_WORDS: Record<string, string> = {
  plausible: 'סבירה לפי הכלל',
  implausible: 'לא סבירה לפי הכלל',
  no_verdict: 'לא ניתן להכריע',
};

describe.each(plates)('plate %s', (plate) => {
  it('has one fee, tier, set of open recalls, theft figures, count of cars on the road and trim list', async () => {
    const vehicle = (await ask('/vehicle', 'lookup_vehicle', { plate })).vehicle;
    const recall = await ask('/recall', 'check_open_recall', { plate });
    const fee = await ask('/licence-fee', 'explain_licence_fee', { plate });
    const policy = await ask('/standard-policy', 'standard_policy_at_age', { plate });
    const thefts = await ask('/thefts', 'theft_by_model', { plate });

    // Recalls: the vehicle answer and the recall check list the same open recalls, with the same make.
    expect(recall.open_recalls).toEqual(vehicle.open_recalls);
    expect(ids(vehicle.open_recalls.recalls)).toEqual([...GOLDEN.find((g) => String(g.plate) === plate)!.open_recalls].sort());
    expect(recall.model.make_name_he).toBe(vehicle.make.name_he);
    // Fee as rendered: the vehicle answer and the licence-fee answer state the same total (or both none).
    const total = (f: Json | null | undefined) => (f ? formatIls(f.total) : null);
    expect(total(fee.licence_fee?.vehicle), 'licence fee').toBe(total(vehicle.licence_fee));
    // Tier: from the same first registration the vehicle answer gives, as precise (a year alone gives no months).
    expect(policy.age.on_road_since).toBe(vehicle.on_road_since);
    expect(policy.age.on_road_since_precision ?? null).toBe(vehicle.on_road_since_precision);
    expect(policy.age.months ?? null).toBe(vehicle.age_months);

    if (!vehicle.model_url) return;
    const { make, model, year } = { make: vehicle.make.slug, model: vehicle.model.slug, year: vehicle.year };
    const info = await ask('/model-info', 'model_info', { make, model, year });
    // Thefts: by plate, by model and on the model page, the same figures.
    expect(thefts.thefts).toEqual(info.summary.thefts);
    // Model year: the plate's model-year page states the facts model_info gives.
    if (!vehicle.model_year_url) return;
    const { html, md } = await page(new URL(vehicle.model_year_url).pathname);
    const cars = read.carsOnRoad(html, md);
    expect([cars.html, cars.md]).toEqual([info.model_year.cars_on_road, info.model_year.cars_on_road]);
    const recalls = read.recalls(html, md);
    expect([recalls.html, recalls.md]).toEqual([ids(info.model_year.recalls), ids(info.model_year.recalls)]);
  });
});

describe.each(plates)('plate page %s', (plate) => {
  it('states the status line, odometer, owners and changes that REST and MCP give', async () => {
    const answer = await ask('/vehicle', 'lookup_vehicle', { plate });
    const v = answer.vehicle;
    const { html, md } = await page(`/vehicle/${plate}`);
    const unquote = (text: string) => text.replace(/&quot;/g, '"');
    for (const text of [unquote(html), md]) expect(text, 'status line').toContain(v.status_line.text_he);

    const odometer = sectionOf(html, md, 'מד המרחק');
    for (const [term, value] of [
      ['קריאת מד המרחק', v.odometer.km],
      ['ממוצע לשנה מאז הרישום הראשון', v.odometer.km_per_year],
    ] as const) {
      const read = factIn(odometer, term);
      expect([kmOf(read.html), kmOf(read.md)], term).toEqual([value, value]);
    }
    const verdict = factIn(odometer, 'הכרעה');
    expect([verdict.html, verdict.md]).toEqual([VERDICT_WORDS[v.odometer.verdict], VERDICT_WORDS[v.odometer.verdict]]);

    const owners = sectionOf(html, md, 'בעלות');
    const count = factIn(owners, 'העברות בעלות מאז 2017');
    expect([num(count.html ?? 'NaN'), num(count.md ?? 'NaN')]).toEqual([v.owners.changes_since_2017, v.owners.changes_since_2017]);
    const ownerRows = v.owners.rows.map((c: Json) => [c.month, c.ownership.label_he, ROW_KIND[c.kind]]);
    expect(v.owners.changes.map((c: Json) => c.month)).toEqual(v.owners.change_months);
    expect([rowsIn(owners.html), rowsIn(owners.md)]).toEqual([ownerRows, ownerRows]);
    const hand = factIn(owners, 'יד');
    const handWords = `${v.owners.hand.basis === 'at_least' ? 'לפחות ' : ''}${v.owners.hand.number}`;
    expect([hand.html, hand.md]).toEqual([handWords, handWords]);
    for (const text of [unquote(owners.html), owners.md]) expect(text).toContain(v.owners.text_he);

    // The facts needing attention: the same items, each linked to the same section, on the page and in its twin.
    const attention = sectionOf(html, md, 'עובדות שכדאי לשים לב אליהן');
    const linksHtml = all(unquote(attention.html), /<li><a href="\/vehicle\/\d+(#\w+)">/g);
    const linksMd = all(attention.md, /^- \[[^\]]+\]\([^)#]+(#\w+)\)/gm);
    expect(linksHtml).toEqual(linksMd);
    // REST and MCP give the page's list: the same sections in the same order, each fact's meaning line on the page.
    expect(answer.attention.map((a: Json) => new URL(a.section_url).hash)).toEqual(linksHtml);
    for (const a of answer.attention as Json[]) {
      expect(unquote(attention.html), a.code).toContain(a.meaning_he);
      expect(attention.md, a.code).toContain(a.meaning_he);
    }
    if (v.open_recalls.count > 0) expect(linksHtml).toContain('#recalls');
    if (v.odometer.verdict === 'implausible') expect(linksHtml).toContain('#odometer');
    if (v.owners.changes_since_2017 > 0 || v.owners.fleet_past.length > 0) expect(linksHtml).toContain('#owners');

    const changes = sectionOf(html, md, 'שינויים ברכב');
    for (const text of [unquote(changes.html), changes.md]) expect(text, 'changes').toContain(v.changes.text_he);
    const tow = factIn(sectionOf(html, md, 'וו גרירה וצמיגים'), 'וו גרירה');
    expect([tow.html, tow.md]).toEqual([v.extras?.tow_hitch_he ?? null, v.extras?.tow_hitch_he ?? null]);
  });
});

const models = goldenModels(DataStore.openCurrent(DATA_DIR));

describe.each(models.map((m) => [`${m.make}/${m.model}`, m] as const))('model %s', (_id, m) => {
  it('states the same cars on the road, recalls and thefts on REST, MCP, the page and its twin', async () => {
    const info = await ask('/model-info', 'model_info', { make: m.make, model: m.model });
    const thefts = await ask('/thefts', 'theft_by_model', { make: m.make, model: m.model });
    const { html, md } = await page(`/makes/${m.make}/${m.model}`);
    const s = info.summary;

    const cars = read.carsOnRoad(html, md);
    expect([cars.html, cars.md]).toEqual([s.cars_on_road, s.cars_on_road]);
    const recalls = read.recalls(html, md);
    expect([recalls.html, recalls.md]).toEqual([ids(s.recalls), ids(s.recalls)]);

    // Per production year, in year order: the share on the road, median km and ownership changes model_info gives.
    const dash = (n: number | null, show: (n: number) => string) => (n === null ? '—' : show(n));
    const yearRows = [...s.years]
      .sort((a: Json, b: Json) => a.year - b.year)
      .map((y: Json) => [
        y.year,
        dash(y.share_on_road, (x) => `${Math.round(x * 100)}%`),
        dash(y.median_km_at_last_test, (x) => x.toLocaleString('en-US')),
        dash(y.median_ownership_changes, String),
      ]);
    expect(yearRows.length).toBeGreaterThan(0);
    const yearFleet = read.yearFleet(html, md);
    expect([yearFleet.html, yearFleet.md]).toEqual([yearRows, yearRows]);

    expect(thefts.thefts).toEqual(s.thefts);
    expect(thefts.theft_data.status).toBe(s.thefts?.status ?? 'no_data');
    if (s.thefts?.status === 'recorded') {
      const expected = {
        year: s.thefts.rate_year,
        thefts: s.thefts.rate_basis.thefts,
        cars: s.thefts.rate_basis.cars,
        rate: s.thefts.rate_per_1000,
      };
      expect(read.modelRate(html)).toEqual(expected);
      expect(read.modelRate(md)).toEqual(expected);
      // The rate is derivable from the figures stated beside it.
      expect(Math.round((expected.thefts / expected.cars) * 1000 * 100) / 100).toBe(expected.rate);
    } else {
      expect(read.modelRate(html)).toBeNull();
      expect(read.modelRate(md)).toBeNull();
    }
  });

  it.each(m.years)('model year %i: the same cars on the road, trims, fee per trim, recalls, thefts and tier', async (year) => {
    const info = (await ask('/model-info', 'model_info', { make: m.make, model: m.model, year })).model_year;
    const { html, md } = await page(`/makes/${m.make}/${m.model}/${year}`);

    const cars = read.carsOnRoad(html, md);
    expect([cars.html, cars.md]).toEqual([info.cars_on_road, info.cars_on_road]);
    const trims = read.trims(html, md);
    const apiTrims = info.trims.map((t: Json) => t.trim || t.model_code_name).sort();
    expect([trims.html, trims.md]).toEqual([apiTrims, apiTrims]);
    const recalls = read.recalls(html, md);
    expect([recalls.html, recalls.md]).toEqual([ids(info.recalls), ids(info.recalls)]);
    const thefts = { status: info.thefts?.status ?? 'no_data', thefts: info.thefts?.thefts ?? null };
    expect(read.yearThefts(html)).toEqual(thefts);
    expect(read.yearThefts(md)).toEqual(thefts);

    // The fee of each trim, as rendered, in the trim's row of the page and of the twin's fee table.
    for (const t of info.trims.filter((x: Json) => x.licence_fee)) {
      const label = t.trim || t.model_code_name;
      const htmlRows = html.split('<tr>').filter((r) => r.startsWith(`<th scope="row"><span lang="en" class="latin">${label}</span>`));
      const mdRows = md.split('\n').filter((l) => l.startsWith(`| ${label} |`));
      // A production year may fall in two registration columns: each fee the answer gives is on both surfaces.
      for (const column of t.licence_fee.by_registration) {
        expect(
          htmlRows.some((r) => r.includes(formatIls(column.total))),
          `${label} page`,
        ).toBe(true);
        expect(
          mdRows.some((l) => l.includes(formatIls(column.total))),
          `${label} twin`,
        ).toBe(true);
      }
    }

    // Fleet facts: the share on the road (a whole percentage), km at the last test and ownership changes.
    const f = info.fleet_history;
    const expected = {
      share: f.status.share_on_road === null ? null : String(Math.round(f.status.share_on_road * 100)),
      cars_with_reading: f.km_at_last_test.cars_with_reading,
      median_km: f.km_at_last_test.median_km,
      cars_no_data: f.km_at_last_test.cars_no_data,
      ownership_median: f.ownership_changes.median,
    };
    expect(read.fleet(html)).toEqual(expected);
    expect(read.fleet(md)).toEqual(expected);

    // Tier of the model year: one answer over REST and MCP (ask compares them).
    const policy = await ask('/standard-policy', 'standard_policy_at_age', { year });
    expect(['new', 'mid', 'old', 'edge2', 'edge9']).toContain(policy.tier);
  });
});

/**
 * The figures a twin states (counts, amounts, years, dates, percentages, plates), sorted: its body from the title to
 * the frame's closing rule, without addresses (a link's target carries the language) and without the Hebrew page's
 * "In English" section (a summary for English readers, left out of the translations). Words that stand for a
 * figure in one language and are written as digits in another are read as the figure, and dates are read back to
 * ISO, so that only a figure said differently fails.
 */
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const NUMBER_WORDS: Record<Lang, [RegExp, string][]> = {
  // Hebrew's dual ("two years") and words for one; the regulation's Hebrew-calendar year is written in letters.
  he: [
    [/שנתיים/g, ' 2 '],
    [/האחוזון הראשון/g, 'האחוזון 1'],
    [/גניבה אחת/g, '1 גניבות'],
    [/כלי רכב אחד/g, '1 כלי רכב'],
    // The Hebrew lead restates the make and model in Latin letters with the production year.
    [/ \([A-Z][^(),]*, שנת ייצור \d{4}\)/g, ''],
  ],
  ar: [
    [/(?<!ال)سنت(?:ين|ان)/g, ' 2 '],
    [/المئين الأول/g, 'المئين 1'],
    // The same regulation's Hebrew-calendar year, which the Hebrew text writes in letters (התשמ"ו).
    [/\b5\d{3}-(?=\d{4}\b)/g, ''],
  ],
  en: [
    [/\b5\d{3}-(?=\d{4}\b)/g, ''],
    // "less or more than 9 years", where Hebrew and Arabic say "less than 9 years or more than 9 years".
    [/less or more than (\d+)/g, 'less than $1 or more than $1'],
  ],
  ru: [
    // Two in words where the Hebrew has its dual (שנתיים: two years of a car's age), not 'of the two years' (שתי השנים).
    [/(?<![а-яё])(?<!из |эти )(?:двух|два)(?= (?:лет|года|и до))/g, ' 2 '],
    [/\b5\d{3}-(?=\d{4}\b)/g, ''],
  ],
};
function figuresOf(md: string, lang: Lang): string[] {
  const lines = md.split('\n');
  let body = lines
    .slice(
      lines.findIndex((l) => l.startsWith('# ')),
      lines.lastIndexOf('---'),
    )
    .join('\n');
  body = body
    .replace(/\n## In English\n[\s\S]*?(?=\n## |$)/, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, '');
  for (const [re, to] of NUMBER_WORDS[lang]) body = body.replace(re, to);
  body = body
    .replace(
      /\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/g,
      (_, d: string, m: string, y: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`,
    )
    .replace(
      new RegExp(`\\b(\\d{1,2}) (${MONTHS_EN.join('|')}) (\\d{4})\\b`, 'g'),
      (_, d: string, m: string, y: string) => `${y}-${String(MONTHS_EN.indexOf(m) + 1).padStart(2, '0')}-${d.padStart(2, '0')}`,
    );
  return [...body.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => m[0].replace(/,/g, '')).sort();
}

describe('the three languages', () => {
  const m = models.find((x) => x.years.length > 0)!;
  const cases: [string, string, string, Record<string, string | number>, string][] = [
    ['licence fee', '/licence-fee', 'explain_licence_fee', {}, '/licence-fee'],
    ['thefts', '/thefts', 'theft_by_model', {}, '/thefts'],
    ['standard policy', '/standard-policy', 'standard_policy_at_age', { year: m.years[0]! }, '/standard-policy'],
    ['a model', '/model-info', 'model_info', { make: m.make, model: m.model }, `/makes/${m.make}/${m.model}`],
    [
      'a model year',
      '/model-info',
      'model_info',
      { make: m.make, model: m.model, year: m.years[0]! },
      `/makes/${m.make}/${m.model}/${m.years[0]}`,
    ],
  ];

  it.each(cases)(
    "%s: REST and MCP cite the page in the asked language, whose twin states the Hebrew twin's figures",
    async (_what, rest, tool, args, hePath) => {
      const he = await ask(rest, tool, args);
      expect(new URL(he.citation_url).pathname).toBe(hePath);
      const hebrew = figuresOf((await page(hePath)).md, 'he');
      expect(hebrew.length).toBeGreaterThan(5);
      for (const lang of TRANSLATED_LANGS) {
        const answer = await ask(rest, tool, { ...args, lang });
        const cited = new URL(answer.citation_url).pathname;
        expect(cited).toBe(localizedPath(hePath, lang));
        expect(answer.lang).toBe(lang);
        const { html, md } = await page(cited);
        expect(html).toMatch(new RegExp(`<html lang="${lang}" dir="${LANG_DIR[lang]}"`));
        expect(figuresOf(md, lang), `${lang} ${cited}`).toEqual(hebrew);
      }
    },
  );
});

// The message catalogues: an area of the interface (the frame, a page type) and its words in each language, one
// JSON file per area and language under catalogues/<area>/<lang>.json. Hebrew is the authority: its file holds the
// words the Hebrew pages print, and the keys of an area are the Hebrew file's (imported below, so `MessageKey` is
// typed); the test (test/lib/i18n/catalogues.test.ts) holds every other language to the same keys and placeholders.
// The other languages' files are read for every language of LANGS, so a new language is its files and its line in
// lang.ts, never an edit here. A new area is its files and one entry in HEBREW.
//
// They are loaded by a dynamic import whose path is a template: Node reads the files beside this module, and Vite
// (the Astro build) and esbuild (the MCP card bundle), which bundle this module away from its folder, turn the
// template into a glob of the catalogue files, so all of them find the files.
import { LANGS, type Lang } from './lang.ts';
import commonHe from './catalogues/common/he.json' with { type: 'json' };
import frameHe from './catalogues/frame/he.json' with { type: 'json' };
import licenceFeeHe from './catalogues/licence-fee/he.json' with { type: 'json' };
import carBlocksHe from './catalogues/car-blocks/he.json' with { type: 'json' };
import recallsHe from './catalogues/recalls/he.json' with { type: 'json' };
import theftsHe from './catalogues/thefts/he.json' with { type: 'json' };
import modelHe from './catalogues/model/he.json' with { type: 'json' };
import modelYearHe from './catalogues/model-year/he.json' with { type: 'json' };
import privacyHe from './catalogues/privacy/he.json' with { type: 'json' };
import chovaFactorsHe from './catalogues/chova-factors/he.json' with { type: 'json' };
import termsHe from './catalogues/terms/he.json' with { type: 'json' };
import standardPolicyHe from './catalogues/standard-policy/he.json' with { type: 'json' };
import changesHe from './catalogues/changes/he.json' with { type: 'json' };
import apiDocsHe from './catalogues/api-docs/he.json' with { type: 'json' };
import qualityChecksHe from './catalogues/quality-checks/he.json' with { type: 'json' };
import statusHe from './catalogues/status/he.json' with { type: 'json' };
import makesHe from './catalogues/makes/he.json' with { type: 'json' };
import makeHe from './catalogues/make/he.json' with { type: 'json' };
import formsHe from './catalogues/forms/he.json' with { type: 'json' };
import homeHe from './catalogues/home/he.json' with { type: 'json' };
import llmsHe from './catalogues/llms/he.json' with { type: 'json' };
import sourcesHe from './catalogues/sources/he.json' with { type: 'json' };
import cardsHe from './catalogues/cards/he.json' with { type: 'json' };
import callbackHe from './catalogues/callback/he.json' with { type: 'json' };
import callbackStatusHe from './catalogues/callback-status/he.json' with { type: 'json' };
import notFoundHe from './catalogues/not-found/he.json' with { type: 'json' };
import connectHe from './catalogues/connect/he.json' with { type: 'json' };
import searchHe from './catalogues/search/he.json' with { type: 'json' };
import vehicleHe from './catalogues/vehicle/he.json' with { type: 'json' };
import followHe from './catalogues/follow/he.json' with { type: 'json' };
import labelsHe from './catalogues/labels/he.json' with { type: 'json' };

/** Per area, the Hebrew catalogue, whose keys every language has. */
const HEBREW = {
  common: commonHe,
  frame: frameHe,
  'licence-fee': licenceFeeHe,
  'car-blocks': carBlocksHe,
  recalls: recallsHe,
  thefts: theftsHe,
  model: modelHe,
  'model-year': modelYearHe,
  privacy: privacyHe,
  'chova-factors': chovaFactorsHe,
  terms: termsHe,
  'standard-policy': standardPolicyHe,
  changes: changesHe,
  'api-docs': apiDocsHe,
  'quality-checks': qualityChecksHe,
  status: statusHe,
  makes: makesHe,
  make: makeHe,
  forms: formsHe,
  home: homeHe,
  llms: llmsHe,
  sources: sourcesHe,
  cards: cardsHe,
  callback: callbackHe,
  'callback-status': callbackStatusHe,
  'not-found': notFoundHe,
  connect: connectHe,
  search: searchHe,
  vehicle: vehicleHe,
  follow: followHe,
  labels: labelsHe,
} satisfies Record<string, Record<string, string>>;

export type Area = keyof typeof HEBREW;
/** "area.key", e.g. "licence-fee.table.caption": the key of one message. */
export type MessageKey = { [A in Area]: `${A}.${keyof (typeof HEBREW)[A] & string}` }[Area];

export const AREA_NAMES = Object.keys(HEBREW) as Area[];

async function load(area: Area, lang: Lang): Promise<Record<string, string>> {
  if (lang === 'he') return HEBREW[area];
  try {
    const file = (await import(`./catalogues/${area}/${lang}.json`, { with: { type: 'json' } })) as {
      default: Record<string, string>;
    };
    return file.default;
  } catch {
    // No file: the language has no words in this area yet. Not a fallback: every message asked of it throws,
    // naming the file (messages.ts), and the catalogue test fails on each missing key.
    return {};
  }
}

const AREAS = Object.fromEntries(
  await Promise.all(
    AREA_NAMES.map(
      async (area) => [area, Object.fromEntries(await Promise.all(LANGS.map(async (lang) => [lang, await load(area, lang)])))] as const,
    ),
  ),
) as Record<Area, Record<Lang, Record<string, string>>>;

/** The messages of one area in one language, keyed without the area. */
export function catalogue(area: Area, lang: Lang): Readonly<Record<string, string>> {
  return AREAS[area][lang];
}

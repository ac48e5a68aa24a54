// The one list of message catalogues: an area of the interface (the frame, a page type) and its words in each
// language, one JSON file per area and language under catalogues/<area>/<lang>.json. Hebrew is the authority:
// its file holds the words the Hebrew pages print, and the keys of an area are the Hebrew file's; the test
// (test/lib/i18n/catalogues.test.ts) holds every other language to the same keys and placeholders.
// A new area is its three files and one entry below.
import type { Lang } from './lang.ts';
import commonHe from './catalogues/common/he.json' with { type: 'json' };
import commonAr from './catalogues/common/ar.json' with { type: 'json' };
import commonEn from './catalogues/common/en.json' with { type: 'json' };
import frameHe from './catalogues/frame/he.json' with { type: 'json' };
import frameAr from './catalogues/frame/ar.json' with { type: 'json' };
import frameEn from './catalogues/frame/en.json' with { type: 'json' };
import licenceFeeHe from './catalogues/licence-fee/he.json' with { type: 'json' };
import licenceFeeAr from './catalogues/licence-fee/ar.json' with { type: 'json' };
import licenceFeeEn from './catalogues/licence-fee/en.json' with { type: 'json' };
import carBlocksHe from './catalogues/car-blocks/he.json' with { type: 'json' };
import carBlocksAr from './catalogues/car-blocks/ar.json' with { type: 'json' };
import carBlocksEn from './catalogues/car-blocks/en.json' with { type: 'json' };
import recallsHe from './catalogues/recalls/he.json' with { type: 'json' };
import recallsAr from './catalogues/recalls/ar.json' with { type: 'json' };
import recallsEn from './catalogues/recalls/en.json' with { type: 'json' };
import theftsHe from './catalogues/thefts/he.json' with { type: 'json' };
import theftsAr from './catalogues/thefts/ar.json' with { type: 'json' };
import theftsEn from './catalogues/thefts/en.json' with { type: 'json' };
import modelHe from './catalogues/model/he.json' with { type: 'json' };
import modelAr from './catalogues/model/ar.json' with { type: 'json' };
import modelEn from './catalogues/model/en.json' with { type: 'json' };
import modelYearHe from './catalogues/model-year/he.json' with { type: 'json' };
import modelYearAr from './catalogues/model-year/ar.json' with { type: 'json' };
import modelYearEn from './catalogues/model-year/en.json' with { type: 'json' };
import privacyHe from './catalogues/privacy/he.json' with { type: 'json' };
import privacyAr from './catalogues/privacy/ar.json' with { type: 'json' };
import privacyEn from './catalogues/privacy/en.json' with { type: 'json' };
import chovaFactorsHe from './catalogues/chova-factors/he.json' with { type: 'json' };
import chovaFactorsAr from './catalogues/chova-factors/ar.json' with { type: 'json' };
import chovaFactorsEn from './catalogues/chova-factors/en.json' with { type: 'json' };
import termsHe from './catalogues/terms/he.json' with { type: 'json' };
import termsAr from './catalogues/terms/ar.json' with { type: 'json' };
import termsEn from './catalogues/terms/en.json' with { type: 'json' };
import standardPolicyHe from './catalogues/standard-policy/he.json' with { type: 'json' };
import standardPolicyAr from './catalogues/standard-policy/ar.json' with { type: 'json' };
import standardPolicyEn from './catalogues/standard-policy/en.json' with { type: 'json' };
import changesHe from './catalogues/changes/he.json' with { type: 'json' };
import changesAr from './catalogues/changes/ar.json' with { type: 'json' };
import changesEn from './catalogues/changes/en.json' with { type: 'json' };
import apiDocsHe from './catalogues/api-docs/he.json' with { type: 'json' };
import apiDocsAr from './catalogues/api-docs/ar.json' with { type: 'json' };
import apiDocsEn from './catalogues/api-docs/en.json' with { type: 'json' };
import qualityChecksHe from './catalogues/quality-checks/he.json' with { type: 'json' };
import qualityChecksAr from './catalogues/quality-checks/ar.json' with { type: 'json' };
import qualityChecksEn from './catalogues/quality-checks/en.json' with { type: 'json' };
import statusHe from './catalogues/status/he.json' with { type: 'json' };
import statusAr from './catalogues/status/ar.json' with { type: 'json' };
import statusEn from './catalogues/status/en.json' with { type: 'json' };
import cardsHe from './catalogues/cards/he.json' with { type: 'json' };
import cardsAr from './catalogues/cards/ar.json' with { type: 'json' };
import cardsEn from './catalogues/cards/en.json' with { type: 'json' };
import callbackHe from './catalogues/callback/he.json' with { type: 'json' };
import callbackAr from './catalogues/callback/ar.json' with { type: 'json' };
import callbackEn from './catalogues/callback/en.json' with { type: 'json' };
import callbackStatusHe from './catalogues/callback-status/he.json' with { type: 'json' };
import callbackStatusAr from './catalogues/callback-status/ar.json' with { type: 'json' };
import callbackStatusEn from './catalogues/callback-status/en.json' with { type: 'json' };
import notFoundHe from './catalogues/not-found/he.json' with { type: 'json' };
import notFoundAr from './catalogues/not-found/ar.json' with { type: 'json' };
import notFoundEn from './catalogues/not-found/en.json' with { type: 'json' };
import connectHe from './catalogues/connect/he.json' with { type: 'json' };
import connectAr from './catalogues/connect/ar.json' with { type: 'json' };
import connectEn from './catalogues/connect/en.json' with { type: 'json' };
import searchHe from './catalogues/search/he.json' with { type: 'json' };
import searchAr from './catalogues/search/ar.json' with { type: 'json' };
import searchEn from './catalogues/search/en.json' with { type: 'json' };
import vehicleHe from './catalogues/vehicle/he.json' with { type: 'json' };
import vehicleAr from './catalogues/vehicle/ar.json' with { type: 'json' };
import vehicleEn from './catalogues/vehicle/en.json' with { type: 'json' };
import makesHe from './catalogues/makes/he.json' with { type: 'json' };
import makesAr from './catalogues/makes/ar.json' with { type: 'json' };
import makesEn from './catalogues/makes/en.json' with { type: 'json' };
import makeHe from './catalogues/make/he.json' with { type: 'json' };
import makeAr from './catalogues/make/ar.json' with { type: 'json' };
import makeEn from './catalogues/make/en.json' with { type: 'json' };
import formsHe from './catalogues/forms/he.json' with { type: 'json' };
import formsAr from './catalogues/forms/ar.json' with { type: 'json' };
import formsEn from './catalogues/forms/en.json' with { type: 'json' };
import homeHe from './catalogues/home/he.json' with { type: 'json' };
import homeAr from './catalogues/home/ar.json' with { type: 'json' };
import homeEn from './catalogues/home/en.json' with { type: 'json' };
import llmsHe from './catalogues/llms/he.json' with { type: 'json' };
import llmsAr from './catalogues/llms/ar.json' with { type: 'json' };
import llmsEn from './catalogues/llms/en.json' with { type: 'json' };
import sourcesHe from './catalogues/sources/he.json' with { type: 'json' };
import sourcesAr from './catalogues/sources/ar.json' with { type: 'json' };
import sourcesEn from './catalogues/sources/en.json' with { type: 'json' };
import followHe from './catalogues/follow/he.json' with { type: 'json' };
import followAr from './catalogues/follow/ar.json' with { type: 'json' };
import followEn from './catalogues/follow/en.json' with { type: 'json' };
import labelsHe from './catalogues/labels/he.json' with { type: 'json' };
import labelsAr from './catalogues/labels/ar.json' with { type: 'json' };
import labelsEn from './catalogues/labels/en.json' with { type: 'json' };

/** Per area, the Hebrew catalogue (whose keys every language has) and the other two. */
const AREAS = {
  common: { he: commonHe, ar: commonAr, en: commonEn },
  frame: { he: frameHe, ar: frameAr, en: frameEn },
  'licence-fee': { he: licenceFeeHe, ar: licenceFeeAr, en: licenceFeeEn },
  'car-blocks': { he: carBlocksHe, ar: carBlocksAr, en: carBlocksEn },
  recalls: { he: recallsHe, ar: recallsAr, en: recallsEn },
  thefts: { he: theftsHe, ar: theftsAr, en: theftsEn },
  model: { he: modelHe, ar: modelAr, en: modelEn },
  'model-year': { he: modelYearHe, ar: modelYearAr, en: modelYearEn },
  privacy: { he: privacyHe, ar: privacyAr, en: privacyEn },
  'chova-factors': { he: chovaFactorsHe, ar: chovaFactorsAr, en: chovaFactorsEn },
  terms: { he: termsHe, ar: termsAr, en: termsEn },
  'standard-policy': { he: standardPolicyHe, ar: standardPolicyAr, en: standardPolicyEn },
  changes: { he: changesHe, ar: changesAr, en: changesEn },
  'api-docs': { he: apiDocsHe, ar: apiDocsAr, en: apiDocsEn },
  'quality-checks': { he: qualityChecksHe, ar: qualityChecksAr, en: qualityChecksEn },
  status: { he: statusHe, ar: statusAr, en: statusEn },
  makes: { he: makesHe, ar: makesAr, en: makesEn },
  make: { he: makeHe, ar: makeAr, en: makeEn },
  forms: { he: formsHe, ar: formsAr, en: formsEn },
  home: { he: homeHe, ar: homeAr, en: homeEn },
  llms: { he: llmsHe, ar: llmsAr, en: llmsEn },
  sources: { he: sourcesHe, ar: sourcesAr, en: sourcesEn },
  cards: { he: cardsHe, ar: cardsAr, en: cardsEn },
  callback: { he: callbackHe, ar: callbackAr, en: callbackEn },
  'callback-status': { he: callbackStatusHe, ar: callbackStatusAr, en: callbackStatusEn },
  'not-found': { he: notFoundHe, ar: notFoundAr, en: notFoundEn },
  connect: { he: connectHe, ar: connectAr, en: connectEn },
  search: { he: searchHe, ar: searchAr, en: searchEn },
  vehicle: { he: vehicleHe, ar: vehicleAr, en: vehicleEn },
  follow: { he: followHe, ar: followAr, en: followEn },
  labels: { he: labelsHe, ar: labelsAr, en: labelsEn },
} satisfies Record<string, Record<Lang, Record<string, string>>>;

export type Area = keyof typeof AREAS;
/** "area.key", e.g. "licence-fee.table.caption": the key of one message. */
export type MessageKey = { [A in Area]: `${A}.${keyof (typeof AREAS)[A]['he'] & string}` }[Area];

export const AREA_NAMES = Object.keys(AREAS) as Area[];

/** The messages of one area in one language, keyed without the area. */
export function catalogue(area: Area, lang: Lang): Readonly<Record<string, string>> {
  return AREAS[area][lang];
}

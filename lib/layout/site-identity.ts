// The site's name and one-line description: the page titles, Open Graph, JSON-LD and llms.txt all use these.
export const SITE_NAME_HE = 'עובדות רכב בישראל';
export const SITE_NAME_EN = 'Israel Car Facts';
export const SITE_SUMMARY_HE =
  'עובדות על רכבים בישראל מתוך המאגרים הפתוחים של משרד התחבורה: דגמים, ריקולים, גניבות, ' +
  'אגרת רישוי, הפוליסה התקנית וגורמי המחיר של ביטוח החובה. בלי מחירי ביטוח, בלי דירוג ' +
  'ובלי המלצות.';
export const SITE_SUMMARY_EN =
  'Facts about cars in Israel from the Ministry of Transport open data: models, recalls, ' +
  'thefts, the licence fee, the standard policy and what drives compulsory-insurance ' +
  'prices. No insurance prices, rankings or advice.';
/** The regulator's compulsory-insurance price calculator: linked only, never scraped or quoted. */
export const CHOVA_CALCULATOR_URL = 'https://car.cma.gov.il/';

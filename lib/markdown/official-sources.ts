// Links to the official sources the pages cite, each defined once.
import type { SourceLink } from './page-renderer.ts';

const dataset = (slug: string) => `https://data.gov.il/dataset/${slug}`;

export const SOURCE = {
  registry: { label: 'משרד התחבורה: מאגר כלי רכב פרטיים ומסחריים (data.gov.il)', url: dataset('private-and-commercial-vehicles') },
  modelTable: { label: 'משרד התחבורה: נתוני דגמי רכב כולל WLTP (data.gov.il)', url: dataset('degem-rechev-wltp') },
  recalls: { label: 'משרד התחבורה: הודעות ריקול (data.gov.il, CC BY)', url: dataset('recall') },
  openRecalls: { label: 'משרד התחבורה: כלי רכב עם ריקול פתוח (data.gov.il)', url: dataset('hagbalat_recall') },
  listPrices: { label: 'משרד התחבורה: מחירוני יבואנים לרכב חדש (data.gov.il)', url: dataset('mehir_yevuan') },
  licenceFee: { label: 'משרד התחבורה: אגרת רישוי שנתית לרכב (gov.il)', url: 'https://www.gov.il/he/departments/guides/vehicle_license_fee' },
  chovaCalculator: { label: 'רשות שוק ההון, ביטוח וחיסכון: מחשבון ביטוח חובה', url: 'https://car.cma.gov.il/' },
} as const satisfies Record<string, SourceLink>;

export const POLICE_THEFTS: SourceLink = { label: 'משטרת ישראל: נתוני גניבות רכב לפי דגם, 2023–2025 (מענה לבקשת חופש מידע)' };

/** What a model or model-year page draws on; the police file only where it has figures for the model. */
export function modelSources(withThefts: boolean): SourceLink[] {
  return [SOURCE.registry, SOURCE.modelTable, SOURCE.listPrices, SOURCE.recalls, ...(withThefts ? [POLICE_THEFTS] : []), SOURCE.licenceFee];
}

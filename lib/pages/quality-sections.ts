// The sources page's account of this version's data quality (quality.json): per dataset what was read, kept and set
// aside, values left empty because they could not be read, rows no model figure counts, and the run's guards. The
// REST operation data_quality serves the same report whole.
import { apiPath } from '../api/api-paths.ts';
import { formatInt } from '../text/format.ts';
import { QualityCheck, type QualityReason, type QualityReport } from '../shards/quality-schema.ts';
import { message } from '../i18n/messages.ts';
import type { Lang } from '../i18n/lang.ts';
import type { Inline, Section } from './page-model.ts';

const REASON_HE: Record<QualityReason['reason'], string> = {
  missing: 'ערך חסר',
  unreadable: 'ערך שלא ניתן לקרוא',
  malformed_line: 'שורה שלא ניתן לפרק לעמודות',
};
type CheckCode = QualityReport['checks'][number]['check'];
type CheckStatus = QualityReport['checks'][number]['status'];

/** A guard of a run, and its outcome, in a language: the sources page and the status page say them alike. */
export const checkWord = (check: CheckCode, lang: Lang): string => message(lang, `quality-checks.check.${check}`);
export const checkStatusWord = (status: CheckStatus, lang: Lang): string => message(lang, `quality-checks.status.${status}`);

const CHECKS = QualityCheck.shape.check.options;
const STATUSES = QualityCheck.shape.status.options;
/** The same words in Hebrew, by code. */
export const CHECK_HE = Object.fromEntries(CHECKS.map((c) => [c, checkWord(c, 'he')])) as Record<CheckCode, string>;
export const CHECK_STATUS_HE = Object.fromEntries(STATUSES.map((c) => [c, checkStatusWord(c, 'he')])) as Record<CheckStatus, string>;

function reasonItem(dataset: string, kind: 'הוצאו' | 'רוקנו', r: QualityReason): Inline[] {
  const example = r.examples[0];
  return [
    { text: dataset, lang: 'en' },
    `: ${kind} ${formatInt(r.count)} (${REASON_HE[r.reason]}`,
    ...(r.column_he ? [`, ${r.column_he}`] : []),
    ')',
    ...(example ? ['; למשל ', { text: `${example.file}:${example.line} "${example.value}"`, dir: 'ltr' as const }] : []),
  ];
}

export function qualitySections(report: QualityReport | null): Section[] {
  if (!report) return [];
  const reasons = report.datasets.flatMap((d) => [
    ...d.set_aside.map((r) => reasonItem(d.name, 'הוצאו', r)),
    ...d.values_nulled.map((r) => reasonItem(d.name, 'רוקנו', r)),
  ]);
  return [
    {
      heading: 'איכות הנתונים בגרסה הזו',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'קבצי המשרד אינם נקיים: שורה שמספר הרכב בה אינו קריא מוצאת מהחישוב, וערך אחר שאינו קריא (קוד יצרן, תאריך, מספר) ' +
              'נשאר ריק ברשומה. כל אלה נספרים כאן. רכב בלי קוד יצרן או דגם עדיין נמצא לפי מספר הרישוי, אבל אינו נספר בנתוני הדגם.',
          ],
        },
        {
          kind: 'table',
          caption: 'שורות לכל מאגר: נקראו, נשמרו, הוצאו, ולא שויכו לדגם',
          columns: [
            { label: 'מאגר' },
            { label: 'נקראו', num: true },
            { label: 'נשמרו', num: true },
            { label: 'הוצאו', num: true },
            { label: 'לא שויכו לדגם', num: true },
          ],
          rows: report.datasets.map((d) => [
            { text: d.name, lang: 'en' },
            { text: formatInt(d.rows_read), num: true },
            { text: formatInt(d.rows_kept), num: true },
            { text: formatInt(d.rows_set_aside), num: true },
            { text: d.unattributed_rows === null ? '—' : formatInt(d.unattributed_rows), num: true },
          ]),
        },
        ...(reasons.length
          ? [
              {
                kind: 'paragraph' as const,
                text: [
                  `ערכים ושורות שלא ניתן היה לקרוא (דוגמאות מתוך ${formatInt(report.examples_from_first_rows)} ` +
                    'השורות הראשונות של כל קובץ):',
                ],
              },
              { kind: 'list' as const, items: reasons },
            ]
          : [{ kind: 'paragraph' as const, text: ['בגרסה הזו לא הוצאה אף שורה ולא רוקן אף ערך.'] }]),
        { kind: 'list', items: report.checks.map((c) => [`${CHECK_HE[c.check]}: ${CHECK_STATUS_HE[c.status]}.`]) },
        {
          kind: 'paragraph',
          text: ['הדוח המלא, עם ההשוואה לגרסה הקודמת: ', { text: apiPath('/quality'), href: apiPath('/quality'), dir: 'ltr' }, '.'],
        },
      ],
    },
  ];
}

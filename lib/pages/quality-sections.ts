// The sources page's account of this version's data quality (quality.json): per dataset what was read, kept and set
// aside, values left empty because they could not be read, rows no model figure counts, the recall notices attached
// to no model per reason, and the run's guards. The
// REST operation data_quality serves the same report whole. Its words are the sources catalogue's.
import { apiPath } from '../api/api-paths.ts';
import { formatInt } from '../text/format.ts';
import { QualityCheck, type QualityReason, type QualityReport } from '../shards/quality-schema.ts';
import { message, type Translator } from '../i18n/messages.ts';
import type { Lang } from '../i18n/lang.ts';
import type { Block, Inline, Section } from './page-model.ts';

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

function reasonItem(tr: Translator, dataset: string, kind: 'setAside' | 'nulled', r: QualityReason): Inline[] {
  const example = r.examples[0];
  const kindWord = tr.t(kind === 'setAside' ? 'sources.quality.setAside' : 'sources.quality.nulled');
  return [
    { text: dataset, lang: 'en' },
    `: ${tr.t('sources.quality.reason', { kind: kindWord, count: formatInt(r.count), reason: tr.t(`sources.reason.${r.reason}`) })}`,
    // The column's name is the ministry's, in Hebrew.
    ...(r.column_he ? [', ', ...(tr.lang === 'he' ? [r.column_he] : [{ text: r.column_he, lang: 'he' as const }])] : []),
    ')',
    ...(example
      ? [tr.t('sources.quality.example'), { text: `${example.file}:${example.line} "${example.value}"`, dir: 'ltr' as const }]
      : []),
  ];
}

/** How many recall notices were attached to a model, and how many to none for each reason. */
function recallMatching(m: QualityReport['recall_matching'], tr: Translator): Block[] {
  if (!m.by_reason) return [];
  const counts = { matched: formatInt(m.matched), notices: formatInt(m.notices) };
  if (m.by_reason.length === 0) return [{ kind: 'paragraph', text: [tr.t('sources.quality.recallsAll', counts)] }];
  return [
    { kind: 'paragraph', text: [tr.t('sources.quality.recalls', counts)] },
    { kind: 'list', items: m.by_reason.map((r) => [`${tr.t(`sources.recallReason.${r.reason}`)}: ${formatInt(r.notices)}`]) },
  ];
}

/** The ownership file's rows that are no change (issue 33): first registrations and exact repeats. */
function ownershipParagraph(o: NonNullable<QualityReport['ownership_rows']>, tr: Translator): Block {
  const text = tr.t('sources.quality.ownership', {
    rows: formatInt(o.rows),
    plates: formatInt(o.plates),
    first: formatInt(o.first_registrations),
    repeats: formatInt(o.exact_repeats),
  });
  return { kind: 'paragraph', text: [text] };
}

export function qualitySections(report: QualityReport | null, tr: Translator): Section[] {
  if (!report) return [];
  const reasons = report.datasets.flatMap((d) => [
    ...d.set_aside.map((r) => reasonItem(tr, d.name, 'setAside', r)),
    ...d.values_nulled.map((r) => reasonItem(tr, d.name, 'nulled', r)),
  ]);
  return [
    {
      heading: tr.t('sources.quality.heading'),
      blocks: [
        { kind: 'paragraph', text: [tr.t('sources.quality.intro')] },
        {
          kind: 'table',
          caption: tr.t('sources.quality.caption'),
          columns: [
            { label: tr.t('sources.col.dataset') },
            { label: tr.t('sources.quality.read'), num: true },
            { label: tr.t('sources.quality.kept'), num: true },
            { label: tr.t('sources.quality.setAside'), num: true },
            { label: tr.t('sources.quality.unattributed'), num: true },
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
                text: [tr.t('sources.quality.examples', { rows: formatInt(report.examples_from_first_rows) })],
              },
              { kind: 'list' as const, items: reasons },
            ]
          : [{ kind: 'paragraph' as const, text: [tr.t('sources.quality.none')] }]),
        ...recallMatching(report.recall_matching, tr),
        ...(report.ownership_rows ? [ownershipParagraph(report.ownership_rows, tr)] : []),
        {
          kind: 'list',
          items: report.checks.map((c) => [`${checkWord(c.check, tr.lang)}: ${checkStatusWord(c.status, tr.lang)}.`]),
        },
        {
          kind: 'paragraph',
          text: [tr.t('sources.quality.report'), { text: apiPath('/quality'), href: apiPath('/quality'), dir: 'ltr' }, '.'],
        },
      ],
    },
  ];
}

// changes as answers carry it: the vehicle-history dataset's change flags in plain words. No history row is
// "no data", which is not "no changes".
import type { Lang } from '../../lib/i18n/lang.ts';
import { localizedMember } from '../../lib/i18n/localized-member.ts';
import type { SourcesRule } from '../../lib/rules/sources.ts';
import { changesText, HISTORY_CHANGE_KEYS, HISTORY_CHANGE_LABELS, type HistoryChangeKey } from '../../lib/labels/history-changes.ts';
import type { VehicleHistory } from '../registry/registry.ts';
import { factSource } from './fact-source.ts';
import type { Changes } from '../../lib/plate-answer/changes.ts';

function summary(history: VehicleHistory | null, lang: Lang | null) {
  const made = history ? HISTORY_CHANGE_KEYS.filter((k) => history[k] === true) : null;
  const texts = { text_he: changesText(made, 'he'), text_en: changesText(made, 'en'), text_ar: changesText(made, 'ar') };
  return { ...texts, ...localizedMember('text', texts, lang, (l) => changesText(made, l)) };
}

function item(key: HistoryChangeKey, value: boolean | null, lang: Lang | null) {
  const labels = {
    label_he: HISTORY_CHANGE_LABELS[key].he,
    label_en: HISTORY_CHANGE_LABELS[key].en,
    label_ar: HISTORY_CHANGE_LABELS[key].ar,
  };
  return { key, value, ...labels, ...localizedMember('label', labels, lang, (l) => HISTORY_CHANGE_LABELS[key][l]) };
}

export function changesOf(input: { sources: SourcesRule; history: VehicleHistory | null; data_date: string; lang?: Lang | null }): Changes {
  const lang = input.lang ?? null;
  const h = input.history;
  return {
    known: h !== null,
    items: h ? HISTORY_CHANGE_KEYS.map((key) => item(key, h[key], lang)) : [],
    ...summary(h, lang),
    source: factSource(input.sources, 'vehicleHistory', input.data_date),
  };
}

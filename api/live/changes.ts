// changes as answers carry it: the vehicle-history dataset's change flags in plain words. No history row is
// "no data", which is not "no changes".
import type { SourcesRule } from '../../lib/rules/sources.ts';
import { changesText, HISTORY_CHANGE_KEYS, HISTORY_CHANGE_LABELS } from '../../lib/labels/history-changes.ts';
import type { VehicleHistory } from '../registry/registry.ts';
import { factSource } from './fact-source.ts';
import type { Changes } from '../../lib/plate-answer/changes.ts';

function summary(history: VehicleHistory | null): { text_he: string; text_en: string; text_ar: string } {
  const made = history ? HISTORY_CHANGE_KEYS.filter((k) => history[k] === true) : null;
  return { text_he: changesText(made, 'he'), text_en: changesText(made, 'en'), text_ar: changesText(made, 'ar') };
}

export function changesOf(input: { sources: SourcesRule; history: VehicleHistory | null; data_date: string }): Changes {
  const h = input.history;
  return {
    known: h !== null,
    items: h
      ? HISTORY_CHANGE_KEYS.map((key) => ({
          key,
          value: h[key],
          label_he: HISTORY_CHANGE_LABELS[key].he,
          label_en: HISTORY_CHANGE_LABELS[key].en,
          label_ar: HISTORY_CHANGE_LABELS[key].ar,
        }))
      : [],
    ...summary(h),
    source: factSource(input.sources, 'vehicleHistory', input.data_date),
  };
}

// A recall notice written out for people: what is wrong, how it is fixed, whom to call.
import type { z } from 'zod';
import type { Recall } from '../../shards/schemas.ts';
import { bullets, heading } from '../blocks.ts';
import { formatMonth } from '../format.ts';

type RecallNotice = z.infer<typeof Recall>;

/** Newest first by recall year, then by notice number, so the order never depends on the input. */
export function byRecallDate(a: RecallNotice, b: RecallNotice): number {
  return (b.recall_year ?? 0) - (a.recall_year ?? 0) || b.recall_id - a.recall_id;
}

export function recallNotice(r: RecallNotice): string {
  const built = r.build_from || r.build_to
    ? `כלי רכב שיוצרו ${r.build_from ? `מ־${formatMonth(r.build_from)}` : ''}${r.build_from && r.build_to ? ' ' : ''}${r.build_to ? `עד ${formatMonth(r.build_to)}` : ''}`
    : null;
  const lines = [
    `**מה התקלה:** ${r.problem_he}`,
    r.fix_he ? `**איך מתקנים:** ${r.fix_he}` : null,
    `**דגם בהודעה:** ${r.make_en} ${r.model_text}${built ? ` (${built})` : ''}`,
    r.category_he ? `**סוג:** ${r.category_he}` : null,
    r.importer ? `**יבואן:** ${r.importer}${r.phone ? `, טלפון ${r.phone}` : ''}${r.website ? `, ${r.website}` : ''}` : null,
  ].filter((l): l is string => l !== null);
  return [heading(3, `ריקול ${r.recall_id}${r.recall_year ? ` (${r.recall_year})` : ''}`), bullets(lines)].join('\n\n');
}

export function recallSection(recalls: readonly RecallNotice[], emptyText: string): string {
  if (recalls.length === 0) return emptyText;
  return [...recalls].sort(byRecallDate).map(recallNotice).join('\n\n');
}

// The cells of a rule table that differ between two versions: every leaf value (number, text, true/false, null)
// named by its JSON path ("groups[2].fees[0]"), so a maintainer reading the change log sees which fee cell or
// energy price moved, not only that the file did. A member or row added or removed is listed leaf by leaf too (null
// on the side it is missing from), so the change log never quotes a piece of JSON. Deterministic: object members in
// the order of the newer table. Translations are not rule changes: the Hebrew text governs, so a member holding a
// rendering in another of the site's languages ("summary_ar", "label_ru", a glossary's "en") is left out, and adding
// a language's texts does not fill the change log with every text of every table.
import { TRANSLATED_LANGS } from '../../lib/i18n/lang.ts';

export interface CellChange {
  path: string;
  before: unknown;
  after: unknown;
}

const TRANSLATION = new RegExp(`(?:^|_)(?:${TRANSLATED_LANGS.join('|')})$`);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const ownKeys = (v: Record<string, unknown>) => Object.keys(v).filter((k) => !TRANSLATION.test(k));

/** Every leaf under `v` with its path; an empty object or array is a leaf of its own. */
function leaves(v: unknown, at: string): [string, unknown][] {
  const here = (k: string | number) => (typeof k === 'number' ? `${at}[${k}]` : at ? `${at}.${k}` : k);
  if (Array.isArray(v) && v.length > 0) return v.flatMap((item, i) => leaves(item, here(i)));
  if (isObject(v) && ownKeys(v).length > 0) return ownKeys(v).flatMap((k) => leaves(v[k], here(k)));
  return [[at || '(table)', v]];
}

const added = (v: unknown, at: string) => leaves(v, at).map(([path, after]) => ({ path, before: null, after }));
const removed = (v: unknown, at: string) => leaves(v, at).map(([path, before]) => ({ path, before, after: null }));

export function changedCells(before: unknown, after: unknown, at = ''): CellChange[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const out: CellChange[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      const here = `${at}[${i}]`;
      if (i >= before.length) out.push(...added(after[i], here));
      else if (i >= after.length) out.push(...removed(before[i], here));
      else out.push(...changedCells(before[i], after[i], here));
    }
    return out;
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...ownKeys(after), ...ownKeys(before).filter((k) => !Object.hasOwn(after, k))];
    return keys.flatMap((k) => {
      const here = at ? `${at}.${k}` : k;
      if (!Object.hasOwn(before, k)) return added(after[k], here);
      if (!Object.hasOwn(after, k)) return removed(before[k], here);
      return changedCells(before[k], after[k], here);
    });
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: at || '(table)', before, after }];
}

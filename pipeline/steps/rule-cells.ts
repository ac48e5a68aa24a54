// The cells of a rule table that differ between two versions: every leaf value (number, text, true/false, null)
// named by its JSON path ("groups[2].fees[0]"), so a maintainer reading the change log sees which fee cell or
// energy price moved, not only that the file did. Deterministic: object members in the order of the newer table.
// Translations are not rule changes: the Hebrew text governs, so a member holding an Arabic or English rendering
// ("summary_ar", "label_en", a glossary's "ar"/"en") is left out, and adding the translations of issue 24 does
// not fill the change log with every text of every table.

export interface CellChange {
  path: string;
  before: unknown;
  after: unknown;
}

const TRANSLATION = /(?:^|_)(?:ar|en)$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function changedCells(before: unknown, after: unknown, at = ''): CellChange[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const out: CellChange[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      const here = `${at}[${i}]`;
      if (i >= before.length) out.push({ path: here, before: null, after: after[i] });
      else if (i >= after.length) out.push({ path: here, before: before[i], after: null });
      else out.push(...changedCells(before[i], after[i], here));
    }
    return out;
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...Object.keys(after), ...Object.keys(before).filter((k) => !Object.hasOwn(after, k))].filter(
      (k) => !TRANSLATION.test(k),
    );
    return keys.flatMap((k) => {
      const here = at ? `${at}.${k}` : k;
      if (!Object.hasOwn(before, k)) return [{ path: here, before: null, after: after[k] }];
      if (!Object.hasOwn(after, k)) return [{ path: here, before: before[k], after: null }];
      return changedCells(before[k], after[k], here);
    });
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: at || '(table)', before, after }];
}

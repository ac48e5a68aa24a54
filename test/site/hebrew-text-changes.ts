// Hebrew words changed on purpose since the baseline (test/fixtures/hebrew-page-text.json) was written: the
// Hebrew text test reads the baseline with these applied. Each entry says why. When the baseline is written again
// (`node test/site/write-hebrew-text.ts`), empty this list in the same commit and name the changed words there.
export interface HebrewTextChange {
  /** Why the words changed (the issue and section, or the fix). */
  why: string;
  /** The pages it applies to; every page when absent. */
  pages?: RegExp;
  /** The text before and after, matched within a page's lines joined by "\n" (so it may span lines). */
  from: string;
  to: string;
}

export const HEBREW_TEXT_CHANGES: readonly HebrewTextChange[] = [];

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

export const HEBREW_TEXT_CHANGES: readonly HebrewTextChange[] = [
  {
    why: 'Issue 36 §5: Russian joins LANGS, so the language switch of every page offers it after English.',
    from: 'العربية\nEnglish',
    to: 'العربية\nEnglish\nРусский',
  },
  {
    why: "Issue 36 §5: the lang parameter's English description and allowed values name Russian too.",
    pages: /^\/api-docs$/,
    from: 'Language of the reader: he (default), ar or en.',
    to: 'Language of the reader: he (default), ar, en, ru.',
  },
  {
    why: "Issue 36 §5: the lang parameter's allowed values name Russian too.",
    pages: /^\/api-docs$/,
    from: 'he / ar / en',
    to: 'he / ar / en / ru',
  },
  {
    why: 'Issue 36 §5: the consent_lang description names every language of LANGS.',
    pages: /^\/api-docs$/,
    from: '(he, ar or en;',
    to: '(he, ar, en, ru;',
  },
];

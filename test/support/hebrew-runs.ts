// The check every Arabic and English page is held to: a Hebrew letter may stand only inside an element marked
// lang="he" (a ministry value without a translation, a text that governs, the Hebrew disclaimer).

export const HEBREW = /[\u0590-\u05FF]/;

/**
 * The HTML without the elements marked lang="he" (they hold no further elements of their own kind), void ones (a
 * Hebrew feed's link) included, and without JSON-LD, whose data values (a make's Hebrew name) cannot be marked.
 */
export const withoutHebrewRuns = (html: string) =>
  html
    .replace(/<(\w+)[^>]*\blang="he"[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<link[^>]*\blang="he"[^>]*>/g, '')
    .replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '');

/** The first Hebrew letter left unmarked, with up to 60 characters either side; null when there is none. */
export const hebrewLeft = (html: string) => withoutHebrewRuns(html).match(new RegExp(`.{0,60}${HEBREW.source}.{0,60}`))?.[0] ?? null;

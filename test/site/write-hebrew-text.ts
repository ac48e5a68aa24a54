// Writes the Hebrew pages' text baseline (test/fixtures/hebrew-page-text.json) from a site built by the current code
// from the committed sample: `node test/site/write-hebrew-text.ts` (about a minute and a half). Run it only when
// Hebrew words changed on purpose, and say in the commit which words changed (test/README.md).
import { firstVersionHebrewTexts, HEBREW_TEXT_FILE, writeHebrewTextBaseline } from './hebrew-text.ts';

const texts = await firstVersionHebrewTexts();
writeHebrewTextBaseline(texts);
console.log(`${texts.size} Hebrew pages written to ${HEBREW_TEXT_FILE}`);

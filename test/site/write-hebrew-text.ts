// Writes the Hebrew pages' text baseline (test/fixtures/hebrew-page-text.json) from the test site built from the
// current code and the committed sample: `node test/site/write-hebrew-text.ts`. Run it only when Hebrew words
// changed on purpose, and say in the commit which words changed (test/README.md).
import setup from '../global-setup.ts';
import { builtSite } from './built-site.ts';
import { HEBREW_TEXT_FILE, hebrewPageTexts, writeHebrewTextBaseline } from './hebrew-text.ts';

await setup();
const texts = hebrewPageTexts((await builtSite()).dir);
writeHebrewTextBaseline(texts);
console.log(`${texts.size} Hebrew pages written to ${HEBREW_TEXT_FILE}`);

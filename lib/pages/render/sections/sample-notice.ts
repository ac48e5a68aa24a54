import { message } from '../../../i18n/messages.ts';
import { AUTHORITY_LANG, type Lang } from '../../../i18n/lang.ts';

// The label every theft figure carries while the committed sample stands in for the police release.
export const THEFT_SAMPLE_LABEL = 'נתוני דוגמה (SAMPLE FIGURES):';
export const THEFT_SAMPLE_TEXT_HE = 'המספרים בפרק זה הם נתוני דוגמה לצורך פיתוח ואינם נתוני משטרת ישראל.';
export const THEFT_SAMPLE_TEXT_EN = 'These are sample figures for development, not Israel Police data.';
export const THEFT_SAMPLE_TEXT = `${THEFT_SAMPLE_TEXT_HE} ${THEFT_SAMPLE_TEXT_EN}`;
export const THEFT_SAMPLE_NOTICE = `**${THEFT_SAMPLE_LABEL}** ${THEFT_SAMPLE_TEXT}`;

// What every page, twin, llms file and MCP client is told while the data version is built from the generated
// sample (its manifest's `sample.generated`): the figures are test data in the ministry's schemas.
// The words are the frame catalogue's (lib/i18n/catalogues/frame/), which the Arabic and English pages read too.
export const GENERATED_SAMPLE_LABEL_HE = message('he', 'frame.sampleLabel');
export const GENERATED_SAMPLE_TEXT_HE = message('he', 'frame.sampleText');
export const GENERATED_SAMPLE_LABEL_EN = message('en', 'frame.sampleLabel');
export const GENERATED_SAMPLE_TEXT_EN = message('en', 'frame.sampleText');

/** The banner of a markdown twin: the Hebrew line and the English one. */
export const GENERATED_SAMPLE_MARKDOWN =
  `**${GENERATED_SAMPLE_LABEL_HE}** ${GENERATED_SAMPLE_TEXT_HE}\n\n` + `**${GENERATED_SAMPLE_LABEL_EN}** ${GENERATED_SAMPLE_TEXT_EN}`;

/** The banner of a twin in `lang`: the Hebrew twin's two lines, or the one line of its language. */
export function generatedSampleMarkdown(lang: Lang): string {
  return lang === AUTHORITY_LANG
    ? GENERATED_SAMPLE_MARKDOWN
    : `**${message(lang, 'frame.sampleLabel')}** ${message(lang, 'frame.sampleText')}`;
}

// The label every theft figure carries while the committed sample stands in for the police release.
export const THEFT_SAMPLE_LABEL = 'נתוני דוגמה (SAMPLE FIGURES):';
export const THEFT_SAMPLE_TEXT =
  'המספרים בפרק זה הם נתוני דוגמה לצורך פיתוח ואינם נתוני משטרת ישראל. ' +
  'These are sample figures for development, not Israel Police data.';
export const THEFT_SAMPLE_NOTICE = `**${THEFT_SAMPLE_LABEL}** ${THEFT_SAMPLE_TEXT}`;

// Whether a text holds Hebrew letters: a value the ministry writes in Latin or in Hebrew (a trim, a page title
// found by search) is marked lang="he" on an Arabic or English page only when it is Hebrew.
const HEBREW_LETTER = /[\u05d0-\u05ea]/;

export const hasHebrewLetter = (text: string): boolean => HEBREW_LETTER.test(text);

// The one plate normalisation: Israeli plates are 7 or 8 digits; people write them with dashes or spaces
// ("12-345-67", "123 45 678"), and in Arabic with Arabic-Indic digits ("١٠٠٠٠٠٠٩") or, on a Persian or Urdu
// keyboard, Extended Arabic-Indic ones ("۱۰۰۰۰۰۰۹"): those are the same digits and are read as ASCII here, so every
// surface (REST, MCP, pages, the browser's plate form) takes them. Everything else is refused with a message that
// says what is wrong.
import { fillMessage } from '../i18n/script-messages.ts';

const SEPARATORS = /[\s\-\u2010-\u2015]/g;
/** Arabic-Indic (U+0660-0669) and Extended Arabic-Indic (U+06F0-06F9) digits. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The text with Arabic-Indic and Extended Arabic-Indic digits written as ASCII digits; nothing else changes. */
export function asciiDigits(text: string): string {
  return text.replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) & 0xf));
}

/** What is wrong with a text as a plate: a character that is not a digit or a separator, or the number of digits. */
export type PlateFault = { stray: string } | { digits: number };

export function plateFault(text: string): PlateFault | null {
  const compact = asciiDigits(text).replace(SEPARATORS, '');
  const stray = [...compact].find((ch) => ch < '0' || ch > '9');
  if (stray !== undefined) return { stray };
  if (compact.length < 7 || compact.length > 8) return { digits: compact.length };
  return null;
}

/** Why this text is not a plate, as a message a person can act on; null when it is one. */
export function plateProblem(text: string): string | null {
  const fault = plateFault(text);
  if (fault === null) return null;
  return 'stray' in fault
    ? `plate may contain only digits, spaces and dashes; found "${fault.stray}"`
    : `plate must have 7 or 8 digits; got ${fault.digits}`;
}

/** What a person reads for each fault, in a language (the catalogue's `vehicle.error.plate*`): `{stray}` and `{digits}` left to fill. */
export interface PlateFaultWords {
  stray: string;
  empty: string;
  digits: string;
}

/**
 * A fault in a person's words, filled without the message formatter (lib/i18n/script-messages.ts): the home page's
 * browser script says it from the words the page hands it (lib/layout/site-forms.ts, `plateCheckWords`).
 */
export function plateFaultText(fault: PlateFault, words: PlateFaultWords, locale: string): string {
  if ('stray' in fault) return fillMessage(words.stray, { stray: fault.stray }, locale);
  return fault.digits === 0 ? words.empty : fillMessage(words.digits, { digits: fault.digits }, locale);
}

export class PlateError extends Error {
  override readonly name = 'PlateError';
}

/** Zeros before a plate's number, dropped while 7 digits remain: the registry stores the plate as a number, so
 * "01000001" is car 1000001, which the cancellation archives write padded to 8 characters. */
const PADDING = /^0+(?=\d{7})/;

/** Digits only, in the one form a plate is addressed by ("1234567" or "12345678", no zero padding: "01000001" is
 * "1000001"); throws PlateError with plateProblem's message otherwise. */
export function normalisePlate(text: string): string {
  const problem = plateProblem(text);
  if (problem !== null) throw new PlateError(problem);
  return asciiDigits(text).replace(SEPARATORS, '').replace(PADDING, '');
}

// The one plate normalisation: Israeli plates are 7 or 8 digits; people write them with dashes or spaces
// ("12-345-67", "123 45 678"). Everything else is refused with a message that says what is wrong: in English
// for the API's developers, in Hebrew for the person at the site's plate form.

const SEPARATORS = /[\s\-\u2010-\u2015]/g;

/** What is wrong with a text given as a plate: a character that is not a digit, or the number of digits. */
type PlateFault = { stray: string } | { digits: number };

function plateFault(text: string): PlateFault | null {
  const compact = text.replace(SEPARATORS, '');
  const stray = [...compact].find((ch) => ch < '0' || ch > '9');
  if (stray !== undefined) return { stray };
  if (compact.length < 7 || compact.length > 8) return { digits: compact.length };
  return null;
}

/** Why this text is not a plate, as a message a developer can act on; null when it is one. */
export function plateProblem(text: string): string | null {
  const fault = plateFault(text);
  if (fault === null) return null;
  return 'stray' in fault
    ? `plate may contain only digits, spaces and dashes; found "${fault.stray}"`
    : `plate must have 7 or 8 digits; got ${fault.digits}`;
}

/** The same, in Hebrew, for a person: what to type instead. */
export function plateProblemHe(text: string): string | null {
  const fault = plateFault(text);
  if (fault === null) return null;
  if ('stray' in fault) return `במספר רישוי יש רק ספרות, ואפשר גם רווחים ומקפים; נכתב בו "${fault.stray}"`;
  return fault.digits === 0 ? 'לא נכתב מספר רישוי' : `למספר רישוי יש 7 או 8 ספרות, ונכתבו ${fault.digits}`;
}

export class PlateError extends Error {
  override readonly name = 'PlateError';
}

/** Digits only ("1234567" or "12345678"); throws PlateError with plateProblem's message otherwise. */
export function normalisePlate(text: string): string {
  const problem = plateProblem(text);
  if (problem !== null) throw new PlateError(problem);
  return text.replace(SEPARATORS, '');
}

// The one plate normalisation: Israeli plates are 7 or 8 digits; people write them with dashes or spaces
// ("12-345-67", "123 45 678"). Everything else is refused with a message that says what is wrong.

const SEPARATORS = /[\s\-\u2010-\u2015]/g;

/** Why this text is not a plate, as a message a person can act on; null when it is one. */
export function plateProblem(text: string): string | null {
  const compact = text.replace(SEPARATORS, '');
  const stray = [...compact].find((ch) => ch < '0' || ch > '9');
  if (stray !== undefined) {
    return `plate may contain only digits, spaces and dashes; found "${stray}"`;
  }
  if (compact.length < 7 || compact.length > 8) {
    return `plate must have 7 or 8 digits; got ${compact.length}`;
  }
  return null;
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

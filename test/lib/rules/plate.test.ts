import { describe, expect, it } from 'vitest';
import { normalisePlate, plateFault, plateFaultText, plateProblem, PlateError } from '../../../lib/rules/plate.ts';
import { plateCheckWords } from '../../../lib/layout/site-forms.ts';

describe('plate normalisation', () => {
  it.each([
    ['1234567', '1234567'],
    ['12345678', '12345678'],
    ['12-345-67', '1234567'],
    ['123-45-678', '12345678'],
    [' 123 45 678 ', '12345678'],
    ['12–345–67', '1234567'], // en dash, as phones type it
    ['١٠٠٠٠٠٠٩', '10000009'], // Arabic-Indic digits, as an Arabic keyboard types them
    ['١٠-٠٠٠-٠٠٩', '10000009'],
    ['۱۲۳۴۵۶۷', '1234567'], // Extended Arabic-Indic (Persian and Urdu keyboards)
    ['١٢٣-45-٦٧٨', '12345678'], // mixed, as a phone's keyboard switch leaves it
  ])('accepts %s as %s', (text, digits) => {
    expect(plateProblem(text)).toBeNull();
    expect(plateFault(text)).toBeNull();
    expect(normalisePlate(text)).toBe(digits);
  });

  it('says how many digits it found when there are too few or too many', () => {
    expect(plateProblem('123456')).toBe('plate must have 7 or 8 digits; got 6');
    expect(plateProblem('12-345-678-9')).toBe('plate must have 7 or 8 digits; got 9');
    expect(plateProblem('')).toBe('plate must have 7 or 8 digits; got 0');
  });

  it('names the first character that is not a digit, space or dash', () => {
    expect(plateProblem('12a4567')).toBe('plate may contain only digits, spaces and dashes; found "a"');
    expect(plateProblem('12.345.67')).toBe('plate may contain only digits, spaces and dashes; found "."');
    expect(plateProblem('١٢٣٤٥٦x')).toBe('plate may contain only digits, spaces and dashes; found "x"');
    // Other scripts' digits are not read: Devanagari and fullwidth digits stay stray characters.
    expect(plateProblem('१२३४५६७')).toBe('plate may contain only digits, spaces and dashes; found "१"');
    expect(plateProblem('１２３４５６７')).toBe('plate may contain only digits, spaces and dashes; found "１"');
  });

  it('throws PlateError with the same message', () => {
    expect(() => normalisePlate('12')).toThrow(PlateError);
    expect(() => normalisePlate('12')).toThrow('plate must have 7 or 8 digits; got 2');
  });

  it('says the same in Hebrew for a person, asking for a plate when nothing was typed', () => {
    // In the catalogue's words, filled as the home page's browser script fills them.
    const plateProblemHe = (text: string) => plateFaultText(plateFault(text)!, plateCheckWords('he'), 'he');
    expect(plateProblemHe('123456')).toBe('למספר רישוי יש 7 או 8 ספרות, והוקלדו 6.');
    expect(plateProblemHe('12-345-678-9')).toBe('למספר רישוי יש 7 או 8 ספרות, והוקלדו 9.');
    expect(plateProblemHe(' - ')).toBe('הקלידו מספר רישוי: 7 או 8 ספרות, אפשר עם מקפים.');
    expect(plateProblemHe('12a4567')).toBe('מספר רישוי מכיל רק ספרות, רווחים ומקפים, ונמצא בו התו "a".');
    // A replacement pattern in what was typed stays as typed.
    expect(plateProblemHe('$1234567')).toBe('מספר רישוי מכיל רק ספרות, רווחים ומקפים, ונמצא בו התו "$".');
  });
});

// Israeli phone numbers as people type them (054-1234567, 02 123 4567, +972 54 123 4567, 00972541234567)
// normalised to E.164 (+972541234567). Only Israeli numbers: the operator calls back in Israel.

/** National significant number without the trunk 0: mobile 5x and VoIP 7x have 9 digits, landlines 8. */
const NATIONAL = /^(?:[57]\d{8}|[2-489]\d{7})$/;
const SEPARATORS = /[\s\-.()\u00a0]/g;

export function normaliseIsraeliPhone(input: string): string | null {
  let digits = input.replace(SEPARATORS, '');
  if (digits.startsWith('+972')) digits = digits.slice(4);
  else if (digits.startsWith('00972')) digits = digits.slice(5);
  else if (digits.startsWith('972') && digits.length >= 11) digits = digits.slice(3);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  else return null;
  // "+972 (0)54 …" keeps the trunk zero after the country code.
  if (digits.startsWith('0')) digits = digits.slice(1);
  return NATIONAL.test(digits) ? `+972${digits}` : null;
}

export const PHONE_FORMAT_HINT = 'an Israeli phone number, e.g. 054-1234567, 02-1234567 or +972541234567';

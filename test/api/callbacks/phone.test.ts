import { describe, expect, it } from 'vitest';
import { normaliseIsraeliPhone } from '../../../api/callbacks/phone.ts';

describe('normaliseIsraeliPhone', () => {
  it.each([
    ['054-1234567', '+972541234567'],
    ['0541234567', '+972541234567'],
    ['054 123 4567', '+972541234567'],
    ['+972-54-123-4567', '+972541234567'],
    ['+972 (0)54 1234567', '+972541234567'],
    ['00972541234567', '+972541234567'],
    ['972541234567', '+972541234567'],
    ['02-1234567', '+97221234567'],
    ['(03) 612 3498', '+97236123498'],
    ['077-1234567', '+972771234567'],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseIsraeliPhone(input)).toBe(expected);
  });

  it.each(['054-123456', '054-12345678', '541234567', '+1 212 555 0100', '06-1234567', '01-1234567', 'phone', '+972'])(
    'refuses %s',
    (input) => {
      expect(normaliseIsraeliPhone(input)).toBeNull();
    },
  );
});

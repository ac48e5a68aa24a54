import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { OwnershipTypesRule } from '../../../lib/rules/ownership-types.ts';
import { ownershipDiffers, ownershipType } from '../../../lib/rules/ownership-types.ts';

const raw = JSON.parse(readFileSync(new URL('../../../raw/rules/ownership-types.json', import.meta.url), 'utf8'));
const types = OwnershipTypesRule.parse(raw);

describe('ownership vocabulary (raw/rules/ownership-types.json)', () => {
  it('maps every word the datasets write to its stable code', () => {
    const codes = Object.fromEntries(['פרטי', 'ליסינג', 'החכר', 'השכרה', 'חברה', 'סוחר'].map((w) => [w, ownershipType(types, w)?.code]));
    expect(codes).toEqual({ פרטי: 'private', ליסינג: 'lease', החכר: 'lease', השכרה: 'rental', חברה: 'company', סוחר: 'dealer' });
  });

  it('shows leasing by one label whichever spelling the dataset used; spaces around a word do not count', () => {
    expect(ownershipType(types, ' החכר ')).toEqual({
      code: 'lease',
      label_he: 'ליסינג',
      label_en: 'Leasing',
      label_ar: 'تأجير تمويلي (ليسينغ)',
      recognised: true,
    });
    expect(ownershipDiffers(ownershipType(types, 'החכר')!, ownershipType(types, 'ליסינג')!)).toBe(false);
    expect(ownershipDiffers(ownershipType(types, 'החכר')!, ownershipType(types, 'פרטי')!)).toBe(true);
  });

  it('an unknown word passes through as written, marked unrecognised; two unknown words differ unless equal', () => {
    const gov = ownershipType(types, 'ממשלתי')!;
    expect(gov).toMatchObject({ code: 'unknown', label_he: 'ממשלתי', recognised: false });
    expect(ownershipDiffers(gov, ownershipType(types, 'ממשלתי')!)).toBe(false);
    expect(ownershipDiffers(gov, ownershipType(types, 'צבאי')!)).toBe(true);
    expect(ownershipType(types, '  ')).toBeNull();
    expect(ownershipType(types, null)).toBeNull();
  });

  it('refuses a table that gives one word two types, or one code twice', () => {
    const lease = raw.types.find((t: { code: string }) => t.code === 'lease');
    const twice = { ...raw, types: [...raw.types.filter((t: { code: string }) => t.code !== 'rental'), { ...lease, code: 'rental' }] };
    expect(OwnershipTypesRule.safeParse(twice).success).toBe(false);
    expect(OwnershipTypesRule.safeParse({ ...raw, types: [...raw.types, lease] }).success).toBe(false);
  });
});

// The one reading of an ownership word (baalut). The registry and the ownership-changes dataset spell some types
// differently (leasing is ליסינג in one, החכר in the other), so words are compared and shown by their code from
// the published rules/ownership-types table, never as text. A word the table lacks passes through as it is
// written, marked unrecognised, rather than being guessed at.
import { z } from 'zod';
import type { Lang } from '../i18n/lang.ts';
import { LocalizedText } from '../i18n/localized-text.ts';
import { localizedMember } from '../i18n/localized-member.ts';
import { ArabicSource, Sourced, inLangs } from './rule-parts.ts';
import { message } from '../i18n/messages.ts';

/** The stable codes of the ownership types (baalut); a word mapped to none of them answers `unknown`. */
export const OWNERSHIP_CODES = ['private', 'lease', 'rental', 'company', 'dealer'] as const;

/** The ownership vocabulary: the Hebrew words the datasets write for each type (two for leasing). */
export const OwnershipTypesRule = Sourced.extend({
  arabic: ArabicSource,
  types: z
    .array(
      z.object({
        code: z.enum(OWNERSHIP_CODES),
        ...inLangs('label', z.string().min(1)),
        words_he: z.array(z.string().min(1)).min(1),
      }),
    )
    .refine((types) => new Set(types.map((t) => t.code)).size === types.length, 'each code once')
    .refine((types) => {
      const words = types.flatMap((t) => t.words_he.map((w) => w.trim()));
      return new Set(words).size === words.length;
    }, 'each word names one type'),
});
export type OwnershipTypesRule = z.infer<typeof OwnershipTypesRule>;

export const OwnershipCode = z.enum([...OWNERSHIP_CODES, 'unknown']);
export type OwnershipCode = z.infer<typeof OwnershipCode>;

export const OwnershipType = z
  .object({
    code: OwnershipCode.meta({ description: 'Stable code; unknown for a word the vocabulary lacks.' }),
    label_he: z.string().meta({ description: 'The type in Hebrew; for unknown, the word as the dataset writes it.' }),
    label_en: z.string(),
    label_ar: z.string(),
    label_localized: LocalizedText('the type'),
    recognised: z.boolean().meta({ description: 'false when the word is not in the ownership vocabulary.' }),
  })
  .meta({ description: 'An ownership type read through the published vocabulary (rules/ownership-types).' });
export type OwnershipType = z.infer<typeof OwnershipType>;

/**
 * The type a word names; null for an empty word. Surrounding spaces do not count. `lang`, when the input named one,
 * adds label_localized: the vocabulary's label in that language (its `label_<lang>`).
 */
export function ownershipType(rule: OwnershipTypesRule, word: string | null | undefined, lang: Lang | null = null): OwnershipType | null {
  const text = word?.trim();
  if (!text) return null;
  const known = rule.types.find((t) => t.words_he.some((w) => w.trim() === text));
  if (known) {
    const labels = { label_he: known.label_he, label_en: known.label_en, label_ar: known.label_ar };
    return { code: known.code, ...labels, ...localizedMember('label', labels, lang, (l) => known[`label_${l}`]), recognised: true };
  }
  const labels = {
    label_he: text,
    label_en: `${text} (unrecognised ownership type)`,
    label_ar: message('ar', 'vehicle.owners.unrecognised', { label: text }),
  };
  return {
    code: 'unknown',
    ...labels,
    ...localizedMember('label', labels, lang, (l) => message(l, 'vehicle.owners.unrecognised', { label: text })),
    recognised: false,
  };
}

/** Whether two ownership words name different types; an unknown word differs from every word but itself. */
export function ownershipDiffers(a: OwnershipType, b: OwnershipType): boolean {
  return a.code !== b.code || (a.code === 'unknown' && a.label_he !== b.label_he);
}

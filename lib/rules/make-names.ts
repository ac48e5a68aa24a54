// The rules/make-names table: the makes and every spelling of their names (pipeline/steps/make-map.ts reads it).
import { z } from 'zod';
import { ArabicSource, Sourced, inLangs } from './rule-parts.ts';
import { LANGS, type Lang } from '../i18n/lang.ts';

/** Hebrew brand names (as in the registry's tozeret_nm / the model table's tozar) -> one make with a stable Latin slug. */
export const MakeNamesRule = Sourced.extend({
  arabic: ArabicSource,
  makes: z
    .array(
      z.object({
        slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
        /**
         * Spellings in each language (names_ar, names_ru, ...), the one shown first; absent where no usual spelling
         * is known (never guessed): a reader is then shown name_en.
         */
        ...inLangs('names', z.array(z.string().min(1)).min(1).optional()),
        name_en: z.string().min(1),
        /** Display name; the first of names_he unless set. */
        name_he: z.string().min(1),
        /** Every Hebrew spelling seen for the brand (tozar varies: דאצ'יה / דאציה). */
        names_he: z.array(z.string().min(1)).min(1),
        /** Latin spellings used by the recall notices (TOZAR_TEUR) and by people searching. */
        aliases_en: z.array(z.string().min(1)),
      }),
    )
    .min(1),
});
export type MakeNamesRule = z.infer<typeof MakeNamesRule>;

/** A make's spellings in one language, the usual one first; empty where none is known. */
export function makeNamesIn(make: MakeNamesRule['makes'][number], lang: Lang): readonly string[] {
  return make[`names_${lang}`] ?? [];
}

/** Every spelling a make answers to besides its slug and display names: every language's, recall-notice Latin. */
export function makeSpellings(make: MakeNamesRule['makes'][number]): string[] {
  return [...LANGS.flatMap((l) => makeNamesIn(make, l)), ...make.aliases_en];
}

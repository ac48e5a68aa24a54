// The rules/make-names table: the makes and every spelling of their names (pipeline/steps/make-map.ts reads it).
import { z } from 'zod';
import { ArabicSource, Sourced } from './rule-parts.ts';

/** Hebrew brand names (as in the registry's tozeret_nm / the model table's tozar) -> one make with a stable Latin slug. */
export const MakeNamesRule = Sourced.extend({
  arabic: ArabicSource,
  makes: z
    .array(
      z.object({
        slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
        name_en: z.string().min(1),
        /** Display name; the first of names_he unless set. */
        name_he: z.string().min(1),
        /** Every Hebrew spelling seen for the brand (tozar varies: דאצ'יה / דאציה). */
        names_he: z.array(z.string().min(1)).min(1),
        /** Latin spellings used by the recall notices (TOZAR_TEUR) and by people searching. */
        aliases_en: z.array(z.string().min(1)),
        /** Arabic spellings, the one shown first; absent where no usual Arabic spelling is known (never guessed). */
        names_ar: z.array(z.string().min(1)).min(1).optional(),
      }),
    )
    .min(1),
});
export type MakeNamesRule = z.infer<typeof MakeNamesRule>;

/** Every spelling a make answers to besides its slug and display names: Hebrew variants, Arabic, recall-notice Latin. */
export function makeSpellings(make: MakeNamesRule['makes'][number]): string[] {
  return [...make.names_he, ...(make.names_ar ?? []), ...make.aliases_en];
}

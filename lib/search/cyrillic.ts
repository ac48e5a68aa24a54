// Russian (Cyrillic) letters in Latin, so that a make or model typed in Russian meets its Latin name: the registry
// and the recall notices name models in Latin only, and Russian readers write brand names as they sound
// ("тойота", "королла", "мазда"). Applied by the normaliser to index and query alike, so Cyrillic text on either
// side folds the same way; a name whose Russian sound is one letter from its spelling ("королла" -> "korolla",
// COROLLA) is then within the search's typo budget.
//
// Source: the letters of the usual passport-style romanisation of Russian (ICAO Doc 9303 / GOST R 52535.1),
// except х as "h" and й as "y", the letters brand names use (Honda, Toyota). Correct or extend an entry here.
const LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'i',
  є: 'e',
  ґ: 'g',
};

/** Lower-case Cyrillic letters in Latin; every other character as it is. */
export function cyrillicToLatin(lowerCaseText: string): string {
  return lowerCaseText.replace(/[\u0400-\u04FF]/g, (c) => LATIN[c] ?? c);
}

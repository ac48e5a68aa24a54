// Common model names in Latin, Hebrew, Arabic and Cyrillic script, so that "קורולה" and "كورولا" find COROLLA: the registry
// names models in Latin capitals only. Make names need no entry here: the pipeline puts every spelling from
// raw/rules/make-names.json (Hebrew and Arabic) into the pages' keywords.
//
// Source: compiled by hand for this project from the Hebrew model names Israeli importers print for these
// models; where people write a name two ways (היילקס / הילוקס) both are listed. The Arabic spellings (issue 24)
// are the project's transliterations as Arabic-language car press writes these models, given only where one
// spelling is usual; a model without one is found by its Latin or Hebrew name. The Russian spellings (issue 36) are
// the usual ones of Russian-language car press, given only where the normaliser's Cyrillic-to-Latin reading
// (cyrillic.ts) is not the Latin name already ("королла" reads "korolla"; "ярис" needs none). Correct or extend an
// entry here.

/** [Latin name, Hebrew and Arabic spellings...] */
export type NameEntry = readonly [latin: string, ...spellings: string[]];

export const MODEL_NAMES: readonly NameEntry[] = [
  ['accord', 'אקורד', 'أكورد'],
  ['astra', 'אסטרה'],
  ['atto 3', 'אטו 3'],
  ['auris', 'אוריס'],
  ['aveo', 'אוואו'],
  ['berlingo', 'ברלינגו'],
  ['camry', 'קאמרי', 'كامري', 'камри'],
  ['captur', "קפצ'ור"],
  ['ceed', 'סיד'],
  ['civic', 'סיוויק', 'سيفيك', 'сивик'],
  ['clio', 'קליאו', 'كليو'],
  ['corolla', 'קורולה', 'كورولا', 'королла'],
  ['corsa', 'קורסה'],
  ['cruze', 'קרוז'],
  ['dolphin', 'דולפין'],
  ['duster', 'דאסטר', 'داستر'],
  ['elantra', 'אלנטרה', 'إلنترا', 'элантра'],
  ['fabia', 'פאביה', 'فابيا', 'фабия'],
  ['fiesta', 'פיאסטה'],
  ['focus', 'פוקוס', 'فوكس'],
  ['forester', 'פורסטר'],
  ['golf', 'גולף', 'غولف'],
  ['hilux', 'היילקס', 'הילוקס', 'هايلكس', 'хайлюкс'],
  ['impreza', 'אימפרזה'],
  ['ioniq', 'איוניק', 'أيونيك'],
  ['jazz', "ג'אז"],
  ['jogger', "ג'וגר"],
  ['juke', "ג'וק"],
  ['kamiq', 'קאמיק'],
  ['karoq', 'קארוק'],
  ['kodiaq', 'קודיאק', 'كودياك', 'кодиак'],
  ['kona', 'קונה', 'كونا', 'кона'],
  ['kuga', 'קוגה'],
  ['lancer', 'לנסר', 'لانسر'],
  ['land cruiser', 'לנד קרוזר', 'لاند كروزر'],
  ['logan', 'לוגן'],
  ['megane', 'מגאן', 'ميغان'],
  ['micra', 'מיקרה'],
  ['model 3', 'מודל 3', 'موديل 3'],
  ['model y', 'מודל y', 'מודל וואי', 'موديل واي'],
  ['niro', 'נירו', 'نيرو'],
  ['octavia', 'אוקטביה', 'أوكتافيا', 'октавия'],
  ['outlander', 'אאוטלנדר', 'אוטלנדר', 'أوتلاندر', 'аутлендер'],
  ['partner', 'פרטנר'],
  ['passat', 'פאסאט', 'باسات'],
  ['picanto', 'פיקנטו', 'بيكانتو', 'пиканто'],
  ['polo', 'פולו', 'بولو'],
  ['prius', 'פריוס', 'بريوس'],
  ['qashqai', 'קשקאי', 'قشقاي', 'кашкай'],
  ['rav4', 'ראב 4', 'ראב4', 'راف 4'],
  ['rio', 'ריו', 'ريو'],
  ['sandero', 'סנדרו', 'سانديرو'],
  ['santa fe', 'סנטה פה', 'سانتا في'],
  ['seal', 'סיל'],
  ['sentra', 'סנטרה'],
  ['sorento', 'סורנטו', 'سورينتو'],
  ['spark', 'ספארק'],
  ['sportage', "ספורטאז'", 'سبورتاج', 'спортейдж'],
  ['stonic', 'סטוניק'],
  ['superb', 'סופרב', 'سوبيرب'],
  ['swift', 'סוויפט', 'سويفت'],
  ['tiguan', 'טיגואן', 'تيغوان'],
  ['transit', 'טרנזיט'],
  ['tucson', 'טוסון', 'توسان', 'туссан'],
  ['vitara', 'ויטרה', 'فيتارا'],
  ['x-trail', 'אקס טרייל', 'إكس تريل'],
  ['yaris', 'יאריס', 'ياريس'],
];

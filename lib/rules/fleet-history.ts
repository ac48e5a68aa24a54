// The fleet facts of a model year (status, km at the last test, ownership changes): the one smallest group a
// figure is shown for, the first year ownership changes are published, and what each figure counts, in the
// words the shard, the answers and the pages carry (the Arabic a literal translation by the project; the Hebrew
// governs).

/**
 * A median or share computed from fewer cars than this is not shown (null): a handful of cars gives a noisy
 * figure that reads like a fact about the model year. The counts themselves are always shown.
 */
export const FLEET_MIN_CARS = 10;

/** The ownership-change dataset starts in 2017: a car registered earlier has changes the file never shows. */
export const OWNERSHIP_PUBLISHED_FROM = 2017;

/** Ownership changes grouped for the distribution: 0 to 4, and 5 or more together. */
export const OWNERSHIP_BUCKETS = ['0', '1', '2', '3', '4', '5+'] as const;

export const FLEET_COUNTED = {
  status: {
    he:
      'כלי הרכב של שנת הייצור בקבצים שמשרד התחבורה מפרסם: מאגר הרכב (על הכביש), קובץ הרכבים הלא פעילים, וקובץ ' +
      'הביטולים הסופיים עם הארכיונים של השנים 2000 עד 2009 ו־2010 עד 2016. רכבים שבוטלו לפני תחילת הארכיונים אינם בקבצים, ' +
      'ולכן החלק שעל הכביש הוא מתוך הרכבים שבקבצים בלבד.',
    ar:
      'مركبات سنة الإنتاج في الملفات التي تنشرها وزارة المواصلات: قاعدة بيانات المركبات (على الطريق)، وملف المركبات غير ' +
      'النشطة، وملف الإلغاءات النهائية مع أرشيفَي السنوات 2000 حتى 2009 و2010 حتى 2016. المركبات التي أُلغيت قبل بداية ' +
      'الأرشيفات ليست في الملفات، ولذلك فإن الحصة التي على الطريق هي من المركبات التي في الملفات فقط.',
    en:
      "Cars of this production year in the ministry's published files: the registry (on the road), the inactive " +
      'file, and the final-cancellation file with its 2000-2009 and 2010-2016 archives. Cars cancelled before the ' +
      'archives begin are in none of them, so the share on the road is of the cars in these files only.',
  },
  km_at_last_test: {
    he:
      'כלי הרכב של שנת הייצור במאגר הרכב ובקובץ הרכבים הלא פעילים שיש להם קריאת מד מרחק במאגר היסטוריית הרכב, ' +
      'לפי שנים שלמות מהרישום הראשון עד הטסט האחרון. רכב בלי שורה במאגר ההיסטוריה נספר כ"אין נתונים" ולא כאפס.',
    ar:
      'مركبات سنة الإنتاج في قاعدة بيانات المركبات وفي ملف المركبات غير النشطة التي لها قراءة عدّاد مسافة في قاعدة بيانات تاريخ ' +
      'المركبات، بحسب السنوات الكاملة من التسجيل الأول حتى الفحص الأخير. المركبة التي ليس لها سطر في قاعدة بيانات التاريخ تُحسب ' +
      'كـ"لا توجد بيانات" وليس كصفر.',
    en:
      'Cars of this production year in the registry and the inactive file with an odometer reading in the vehicle ' +
      'history, by whole years from first registration to the last annual test. A car with no history row is ' +
      'counted as no data, never as zero.',
  },
  ownership_changes: {
    he:
      'שינויי בעלות שפורסמו מ־2017, לכלי הרכב של שנת הייצור במאגר הרכב ובקובץ הרכבים הלא פעילים שנרשמו לראשונה ' +
      'ב־2017 ואילך. רכבים שנרשמו קודם לכן אינם נספרים: שינויים לפני 2017 אינם מפורסמים, והם היו נספרים בחסר.',
    ar:
      'عمليات نقل الملكية المنشورة منذ 2017، لمركبات سنة الإنتاج في قاعدة بيانات المركبات وفي ملف المركبات غير النشطة التي ' +
      'سُجّلت لأول مرة في 2017 وما بعدها. المركبات التي سُجّلت قبل ذلك لا تُحسب: التغييرات قبل 2017 غير منشورة، وكانت ' +
      'ستُحسب ناقصة.',
    en:
      'Ownership changes published since 2017, for cars of this production year in the registry and the inactive ' +
      'file first registered in 2017 or later. Cars registered earlier are left out: changes before 2017 are not ' +
      'published, so they would be undercounted.',
  },
  km_per_year: {
    he:
      'ק"מ לשנה על הכביש (הקריאה בטסט האחרון חלקי השנים מהרישום הראשון עד הטסט) של כלי הרכב של שנת הייצור עם ' +
      'קריאה, שהיו על הכביש לפחות כמה שכלל מד המרחק דורש.',
    ar:
      'الكيلومترات في السنة على الطريق (القراءة في الفحص الأخير مقسومة على السنوات من التسجيل الأول حتى الفحص) لمركبات ' +
      'سنة الإنتاج التي لها قراءة، والتي كانت على الطريق على الأقل المدة التي تشترطها قاعدة عدّاد المسافة.',
    en:
      'Km per year on the road (the reading at the last test over the years from first registration to that test) ' +
      "of this production year's cars with a reading that had been on the road at least as long as the odometer " +
      'rule needs.',
  },
} as const;

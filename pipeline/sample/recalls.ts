// Recall notices of the sample, written the way the ministry's recall table is: English make names, the
// recall table's own make codes and free-text model lists ("VITO,VIANO", "MAZDA3"). Some match no car in the
// sample (AVENSIS, motorcycles) so the pipeline's match rate is below 100%.

export type RecallNotice = {
  id: number;
  make: string;
  degem: string;
  /** kinuy_mishari values of the sample's cars this notice really concerns (empty: none in the sample). */
  kinuy: readonly string[];
  year: number;
  build_begin: string;
  build_end: string;
  sug_recall: string;
  sug_takala: string;
  teur: string;
  ofen: string;
  tkina_eu: string;
};

const SAFETY = 'בטיחות';
const QUALITY = 'איכות';

export const RECALLS: readonly RecallNotice[] = [
  { id: 11020, make: 'toyota', degem: 'AVENSIS', kinuy: [], year: 2009, build_begin: '2000-01-02', build_end: '2008-12-31', sug_recall: SAFETY, sug_takala: 'מנוע ומערכותיו', teur: 'שסתום צינור דלק אוונסיס', ofen: 'החלפת שסתום צינור הדלק', tkina_eu: 'כן' },
  { id: 11026, make: 'mercedes', degem: 'VITO,VIANO', kinuy: ['VITO'], year: 2011, build_begin: '2008-01-01', build_end: '2010-12-31', sug_recall: QUALITY, sug_takala: 'חשמל אליקטרוניקה ומיזוג', teur: 'ממסר מאוור מזגן', ofen: 'החלפת ממסר מאוור המזגן', tkina_eu: 'כן' },
  { id: 11029, make: 'suzuki-moto', degem: 'EXEL  SUZUK', kinuy: [], year: 2011, build_begin: '2010-01-03', build_end: '2010-12-31', sug_recall: SAFETY, sug_takala: 'מנוע ומערכותיו', teur: 'וסת מתח', ofen: 'החלפת וסת המתח', tkina_eu: 'לא' },
  { id: 11840, make: 'toyota', degem: 'COROLLA', kinuy: ['COROLLA'], year: 2016, build_begin: '2013-01-01', build_end: '2015-12-31', sug_recall: SAFETY, sug_takala: 'מערכת דלק', teur: 'משאבת דלק עלולה להפסיק לפעול', ofen: 'החלפת משאבת הדלק', tkina_eu: 'כן' },
  { id: 12205, make: 'toyota', degem: 'COROLLA HYBRID', kinuy: ['COROLLA'], year: 2021, build_begin: '2019-03-01', build_end: '2020-12-31', sug_recall: SAFETY, sug_takala: 'חשמל אליקטרוניקה ומיזוג', teur: 'תוכנת יחידת בקרת ההנעה ההיברידית', ofen: 'עדכון תוכנה', tkina_eu: 'כן' },
  { id: 12118, make: 'toyota', degem: 'C-HR', kinuy: ['C-HR HYBRID'], year: 2019, build_begin: '2017-01-01', build_end: '2018-12-31', sug_recall: SAFETY, sug_takala: 'בלמים', teur: 'צינור בלם אחורי עלול להישחק', ofen: 'החלפת צינור הבלם', tkina_eu: 'כן' },
  { id: 12490, make: 'toyota', degem: 'YARIS,YARIS HYBRID', kinuy: ['YARIS', 'YARIS HYBRID'], year: 2022, build_begin: '2019-01-01', build_end: '2021-12-31', sug_recall: SAFETY, sug_takala: 'כריות אוויר', teur: 'חיישן כרית אוויר נוסע קדמי', ofen: 'החלפת חיישן', tkina_eu: 'כן' },
  { id: 11960, make: 'toyota', degem: 'HILUX', kinuy: ['HILUX'], year: 2018, build_begin: '2016-01-01', build_end: '2017-12-31', sug_recall: QUALITY, sug_takala: 'מנוע ומערכותיו', teur: 'מסנן חלקיקים עלול להיסתם', ofen: 'עדכון תוכנה והחלפת מסנן', tkina_eu: 'לא' },
  { id: 12350, make: 'hyundai', degem: 'TUCSON', kinuy: ['TUCSON'], year: 2022, build_begin: '2021-01-01', build_end: '2022-06-30', sug_recall: SAFETY, sug_takala: 'חשמל אליקטרוניקה ומיזוג', teur: 'קצר אפשרי ביחידת ABS', ofen: 'החלפת נתיך ביחידת ABS', tkina_eu: 'כן' },
  { id: 12361, make: 'hyundai', degem: 'TUCSON NX4', kinuy: ['TUCSON'], year: 2022, build_begin: '2021-01-01', build_end: '2021-12-31', sug_recall: QUALITY, sug_takala: 'מרכב ושלדה', teur: 'חגורת בטיחות אחורית אינה ננעלת כראוי', ofen: 'החלפת מנגנון החגורה', tkina_eu: 'כן' },
  { id: 12610, make: 'hyundai', degem: 'IONIQ 5', kinuy: ['IONIQ 5'], year: 2024, build_begin: '2022-01-01', build_end: '2023-12-31', sug_recall: SAFETY, sug_takala: 'חשמל אליקטרוניקה ומיזוג', teur: 'יחידת טעינה משולבת (ICCU) עלולה להיפגע', ofen: 'עדכון תוכנה והחלפת היחידה לפי הצורך', tkina_eu: 'כן' },
  { id: 12402, make: 'hyundai', degem: 'I20', kinuy: ['I20'], year: 2022, build_begin: '2021-01-01', build_end: '2021-12-31', sug_recall: QUALITY, sug_takala: 'מנוע ומערכותיו', teur: 'צינור קירור עלול לדלוף', ofen: 'החלפת צינור הקירור', tkina_eu: 'לא' },
  { id: 11990, make: 'kia', degem: 'SPORTAGE', kinuy: ['SPORTAGE'], year: 2018, build_begin: '2016-01-01', build_end: '2017-12-31', sug_recall: SAFETY, sug_takala: 'חשמל אליקטרוניקה ומיזוג', teur: 'יחידת הידראוליקה של ABS עלולה להתחמם', ofen: 'החלפת נתיך', tkina_eu: 'כן' },
  { id: 12280, make: 'kia', degem: 'NIRO EV', kinuy: ['NIRO EV'], year: 2021, build_begin: '2019-01-01', build_end: '2020-12-31', sug_recall: SAFETY, sug_takala: 'חשמל אליקטרוניקה ומיזוג', teur: 'מחבר סוללת מתח גבוה', ofen: 'בדיקה והחלפת מחבר', tkina_eu: 'כן' },
  { id: 11870, make: 'mazda', degem: 'MAZDA3', kinuy: ['MAZDA 3'], year: 2016, build_begin: '2014-01-01', build_end: '2016-06-30', sug_recall: SAFETY, sug_takala: 'בלמים', teur: 'בלם חניה חשמלי עלול לא להשתחרר', ofen: 'עדכון תוכנה', tkina_eu: 'כן' },
  { id: 12440, make: 'tesla', degem: 'MODEL 3', kinuy: ['MODEL 3'], year: 2023, build_begin: '2021-01-01', build_end: '2022-12-31', sug_recall: SAFETY, sug_takala: 'מרכב ושלדה', teur: 'מחמם שמשה קדמית אינו פועל כראוי', ofen: 'עדכון תוכנה מרחוק', tkina_eu: 'כן' },
  { id: 12530, make: 'tesla', degem: 'MODEL Y,MODEL 3', kinuy: ['MODEL Y', 'MODEL 3'], year: 2023, build_begin: '2022-01-01', build_end: '2023-06-30', sug_recall: SAFETY, sug_takala: 'מרכב ושלדה', teur: 'ברגי מושב שני לא הודקו כנדרש', ofen: 'הידוק ברגים', tkina_eu: 'כן' },
  { id: 12710, make: 'byd', degem: 'ATTO 3', kinuy: ['ATTO 3'], year: 2024, build_begin: '2023-01-01', build_end: '2023-12-31', sug_recall: QUALITY, sug_takala: 'חשמל אליקטרוניקה ומיזוג', teur: 'מגבים אינם חוזרים למקומם', ofen: 'עדכון תוכנה', tkina_eu: 'לא' },
  { id: 12180, make: 'mitsubishi', degem: 'OUTLANDER PHEV', kinuy: ['OUTLANDER PHEV'], year: 2020, build_begin: '2019-01-01', build_end: '2020-06-30', sug_recall: SAFETY, sug_takala: 'חשמל אליקטרוניקה ומיזוג', teur: 'כבל טעינה עלול להתחמם', ofen: 'החלפת כבל', tkina_eu: 'כן' },
  { id: 12060, make: 'mitsubishi', degem: 'L200', kinuy: ['L 200'], year: 2019, build_begin: '2016-01-01', build_end: '2018-12-31', sug_recall: SAFETY, sug_takala: 'היגוי ומתלים', teur: 'בורג מתלה קדמי', ofen: 'הידוק והחלפת בורג', tkina_eu: 'כן' },
  { id: 12010, make: 'ford', degem: 'TRANSIT,TRANSIT CUSTOM', kinuy: ['TRANSIT'], year: 2018, build_begin: '2014-01-01', build_end: '2017-12-31', sug_recall: SAFETY, sug_takala: 'מרכב ושלדה', teur: 'מנעול דלת הזזה', ofen: 'החלפת מנעול', tkina_eu: 'כן' },
  { id: 12300, make: 'citroen', degem: 'BERLINGO', kinuy: ['BERLINGO'], year: 2021, build_begin: '2019-01-01', build_end: '2020-12-31', sug_recall: QUALITY, sug_takala: 'מנוע ומערכותיו', teur: 'רצועת תזמון', ofen: 'החלפת רצועה', tkina_eu: 'כן' },
  { id: 11930, make: 'suzuki', degem: 'VITARA', kinuy: ['VITARA'], year: 2017, build_begin: '2015-01-01', build_end: '2016-12-31', sug_recall: SAFETY, sug_takala: 'כריות אוויר', teur: 'מחבר כרית אוויר נהג', ofen: 'החלפת מחבר', tkina_eu: 'כן' },
  { id: 12415, make: 'mercedes', degem: 'VITO', kinuy: ['VITO'], year: 2019, build_begin: '2016-01-01', build_end: '2018-12-31', sug_recall: SAFETY, sug_takala: 'בלמים', teur: 'צינור ואקום למגבר בלמים', ofen: 'החלפת צינור', tkina_eu: 'כן' },
];

/** Recall-table make names and codes; motorcycles appear in the real table too and match no car. */
export const RECALL_ONLY_MAKES: Readonly<Record<string, { name: string; code: number; importer: string; phone: string; website: string }>> = {
  'suzuki-moto': { name: 'SUZUKI MOTORCYCLES', code: 105, importer: 'ניסקו מוטורס בע"מ', phone: '03-5000040', website: 'www.suzuki.co.il' },
};

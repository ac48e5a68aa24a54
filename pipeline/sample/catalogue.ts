// Real makes, factory codes, models, generations and trims the sample draws from. Codes seen in public copies
// of the ministry data are used where known (e.g. 839 "טויוטה טורקיה", 351 "דאציה רומניה", 885 "קיה ד. קוריאה");
// the remaining codes, prices, ratings and popularity weights are illustrative, chosen to look like the real
// tables. Nothing here is read outside the sample generator.

export type Fuel = 'petrol' | 'diesel' | 'hybrid' | 'plugin' | 'electric';
/** basic: no lane-departure or forward-collision system; mid: both; full: mid plus blind spot, adaptive cruise, pedestrians. */
type SafetyLevel = 'basic' | 'mid' | 'full';

export type Make = {
  key: string;
  /** Short brand as in the model table's `tozar`; the ministry spells some brands two ways. */
  tozar: readonly string[];
  /** Recall notices name the make in English and use their own make codes (never the registry's tozeret_cd). */
  recall_name: string;
  recall_code: number;
  importer: { code: number; name: string; phone: string; website: string };
  wmi: string;
  factories: Readonly<Record<number, string>>;
};

export type Generation = {
  make: string;
  tozeret_cd: number;
  kinuy: string;
  degem_cd: number;
  degem_nm: string;
  sug_degem: 'P' | 'M';
  from: number;
  to: number;
  fuel: Fuel;
  cc: number;
  hp: number;
  engine: string;
  trims: readonly string[];
  group: number;
  merkav: string;
  doors: number;
  seats: number;
  weight: number;
  co2: number;
  tyre: string;
  safety: SafetyLevel;
  airbags: number;
  /** List price in ILS in the first production year. */
  price: number;
  /** Relative share of the fleet per production year. */
  popularity: number;
};

export const MAKES: readonly Make[] = [
  { key: 'toyota', tozar: ['טויוטה'], recall_name: 'TOYOTA', recall_code: 1, wmi: 'NMT', importer: { code: 12, name: 'יוניון מוטורס בע"מ', phone: '03-5000012', website: 'www.toyota.co.il' }, factories: { 413: 'טויוטה יפן', 839: 'טויוטה טורקיה', 672: 'טויוטה צרפת', 187: 'טויוטה תאילנד' } },
  { key: 'hyundai', tozar: ['יונדאי'], recall_name: 'HYUNDAI', recall_code: 24, wmi: 'NLH', importer: { code: 20, name: 'כלמוביל בע"מ', phone: '03-5000020', website: 'www.hyundai.co.il' }, factories: { 845: 'יונדאי טורקיה', 481: 'יונדאי ד. קוריאה', 735: "יונדאי צ'כיה" } },
  { key: 'kia', tozar: ['קיה'], recall_name: 'KIA', recall_code: 33, wmi: 'KNA', importer: { code: 31, name: 'טלקאר חברה לרכב בע"מ', phone: '03-5000031', website: 'www.kia.co.il' }, factories: { 885: 'קיה ד. קוריאה', 416: 'קיה סלובקיה' } },
  { key: 'mazda', tozar: ['מזדה'], recall_name: 'MAZDA', recall_code: 36, wmi: 'JMZ', importer: { code: 15, name: 'דלק מוטורס בע"מ', phone: '03-5000015', website: 'www.mazda.co.il' }, factories: { 588: 'מזדה יפן' } },
  { key: 'skoda', tozar: ['סקודה'], recall_name: 'SKODA', recall_code: 41, wmi: 'TMB', importer: { code: 18, name: 'צ\'מפיון מוטורס בע"מ', phone: '03-5000018', website: 'www.skoda.co.il' }, factories: { 750: "סקודה צ'כיה" } },
  { key: 'volkswagen', tozar: ['פולקסווגן'], recall_name: 'VOLKSWAGEN', recall_code: 50, wmi: 'WVW', importer: { code: 18, name: 'צ\'מפיון מוטורס בע"מ', phone: '03-5000018', website: 'www.vw.co.il' }, factories: { 724: 'פולקסווגן גרמניה' } },
  { key: 'tesla', tozar: ['טסלה'], recall_name: 'TESLA', recall_code: 63, wmi: 'LRW', importer: { code: 70, name: 'טסלה מוטורס ישראל בע"מ', phone: '03-5000070', website: 'www.tesla.com' }, factories: { 1010: 'טסלה ארה"ב', 1011: 'טסלה סין' } },
  { key: 'byd', tozar: ['בי.וי.די'], recall_name: 'BYD', recall_code: 71, wmi: 'LGX', importer: { code: 72, name: 'שלמה מוטורס בע"מ', phone: '03-5000072', website: 'www.byd.co.il' }, factories: { 1020: 'בי.וי.די סין' } },
  { key: 'suzuki', tozar: ['סוזוקי'], recall_name: 'SUZUKI', recall_code: 45, wmi: 'JSA', importer: { code: 40, name: 'ניסקו מוטורס בע"מ', phone: '03-5000040', website: 'www.suzuki.co.il' }, factories: { 640: 'סוזוקי יפן', 641: 'סוזוקי הונגריה' } },
  { key: 'mitsubishi', tozar: ['מיצובישי'], recall_name: 'MITSUBISHI', recall_code: 29, wmi: 'JMB', importer: { code: 20, name: 'כלמוביל בע"מ', phone: '03-5000020', website: 'www.mitsubishi-motors.co.il' }, factories: { 590: 'מיצובישי יפן', 603: 'מיצובישי תאילנד' } },
  { key: 'renault', tozar: ['רנו'], recall_name: 'RENAULT', recall_code: 35, wmi: 'VF1', importer: { code: 1, name: 'קרסו מוטורס בע"מ', phone: '03-5000001', website: 'www.renault.co.il' }, factories: { 928: 'רנו צרפת' } },
  { key: 'ford', tozar: ['פורד'], recall_name: 'FORD', recall_code: 14, wmi: 'WF0', importer: { code: 15, name: 'דלק מוטורס בע"מ', phone: '03-5000015', website: 'www.ford.co.il' }, factories: { 492: 'פורד טורקיה' } },
  { key: 'citroen', tozar: ['סיטרואן'], recall_name: 'CITROEN', recall_code: 8, wmi: 'VF7', importer: { code: 5, name: 'דוד לובינסקי בע"מ', phone: '03-5000005', website: 'www.citroen.co.il' }, factories: { 496: 'סיטרואן ספרד' } },
  { key: 'dacia', tozar: ['דאציה', "דאצ'יה"], recall_name: 'DACIA', recall_code: 10, wmi: 'UU1', importer: { code: 1, name: 'קרסו מוטורס בע"מ', phone: '03-5000001', website: 'www.dacia.co.il' }, factories: { 351: 'דאציה רומניה' } },
  { key: 'mercedes', tozar: ['מרצדס'], recall_name: 'MERCEDES BENZ', recall_code: 38, wmi: 'WDF', importer: { code: 20, name: 'כלמוביל בע"מ', phone: '03-5000020', website: 'www.mercedes-benz.co.il' }, factories: { 371: 'מרצדס גרמניה' } },
];

type GenInput = Omit<Generation, 'doors' | 'seats' | 'airbags'> & Partial<Pick<Generation, 'doors' | 'seats' | 'airbags'>>;
const gen = (g: GenInput): Generation => ({ doors: 5, seats: 5, airbags: g.safety === 'basic' ? 6 : 7, ...g });

export const GENERATIONS: readonly Generation[] = [
  gen({ make: 'toyota', tozeret_cd: 839, kinuy: 'COROLLA', degem_cd: 1701, degem_nm: 'ZZE122L', sug_degem: 'P', from: 2003, to: 2007, fuel: 'petrol', cc: 1598, hp: 110, engine: '3ZZ', trims: ['GLI'], group: 3, merkav: 'סדאן', doors: 4, weight: 1640, co2: 175, tyre: '195/60R15', safety: 'basic', airbags: 2, price: 105000, popularity: 5 }),
  gen({ make: 'toyota', tozeret_cd: 839, kinuy: 'COROLLA', degem_cd: 1731, degem_nm: 'ZRE151L', sug_degem: 'P', from: 2008, to: 2012, fuel: 'petrol', cc: 1598, hp: 124, engine: '1ZR', trims: ['SUN', 'GLI'], group: 3, merkav: 'סדאן', doors: 4, weight: 1720, co2: 165, tyre: '205/55R16', safety: 'basic', price: 118000, popularity: 8 }),
  gen({ make: 'toyota', tozeret_cd: 839, kinuy: 'COROLLA', degem_cd: 1744, degem_nm: 'ZRE172L', sug_degem: 'P', from: 2013, to: 2018, fuel: 'petrol', cc: 1598, hp: 132, engine: '1ZR', trims: ['SUN', 'GLI'], group: 3, merkav: 'סדאן', doors: 4, weight: 1760, co2: 150, tyre: '205/55R16', safety: 'basic', price: 126000, popularity: 10 }),
  gen({ make: 'toyota', tozeret_cd: 839, kinuy: 'COROLLA', degem_cd: 1790, degem_nm: 'ZWE211L', sug_degem: 'P', from: 2019, to: 2026, fuel: 'hybrid', cc: 1798, hp: 122, engine: '2ZR', trims: ['SUN', 'EXCLUSIVE'], group: 3, merkav: 'סדאן', doors: 4, weight: 1800, co2: 101, tyre: '205/55R16', safety: 'mid', price: 139000, popularity: 12 }),
  gen({ make: 'toyota', tozeret_cd: 672, kinuy: 'YARIS', degem_cd: 1320, degem_nm: 'NSP130L', sug_degem: 'P', from: 2012, to: 2019, fuel: 'petrol', cc: 1329, hp: 99, engine: '1NR', trims: ['SOL'], group: 2, merkav: "הצ'בק", weight: 1480, co2: 129, tyre: '175/65R15', safety: 'basic', price: 92000, popularity: 5 }),
  gen({ make: 'toyota', tozeret_cd: 672, kinuy: 'YARIS HYBRID', degem_cd: 1362, degem_nm: 'MXPH11L', sug_degem: 'P', from: 2020, to: 2026, fuel: 'hybrid', cc: 1490, hp: 116, engine: 'M15A', trims: ['CITY', 'STYLE'], group: 2, merkav: "הצ'בק", weight: 1535, co2: 92, tyre: '185/65R15', safety: 'mid', price: 118000, popularity: 6 }),
  gen({ make: 'toyota', tozeret_cd: 839, kinuy: 'C-HR HYBRID', degem_cd: 1500, degem_nm: 'ZYX10L', sug_degem: 'P', from: 2017, to: 2024, fuel: 'hybrid', cc: 1798, hp: 122, engine: '2ZR', trims: ['CHIC', 'FLOW'], group: 4, merkav: 'פנאי-שטח', weight: 1860, co2: 110, tyre: '215/60R17', safety: 'mid', price: 152000, popularity: 6 }),
  gen({ make: 'toyota', tozeret_cd: 187, kinuy: 'HILUX', degem_cd: 2107, degem_nm: 'GUN125L', sug_degem: 'M', from: 2016, to: 2026, fuel: 'diesel', cc: 2393, hp: 150, engine: '2GD', trims: ['DOUBLE CAB', 'EXTRA CAB'], group: 4, merkav: 'טנדר', doors: 4, weight: 3210, co2: 231, tyre: '265/65R17', safety: 'basic', airbags: 7, price: 185000, popularity: 3 }),
  gen({ make: 'toyota', tozeret_cd: 413, kinuy: 'LAND CRUISER', degem_cd: 1880, degem_nm: 'GDJ150L', sug_degem: 'P', from: 2015, to: 2026, fuel: 'diesel', cc: 2755, hp: 177, engine: '1GD', trims: ['LUXURY'], group: 7, merkav: 'פנאי-שטח', seats: 7, weight: 2990, co2: 249, tyre: '265/65R17', safety: 'full', price: 420000, popularity: 1 }),
  gen({ make: 'hyundai', tozeret_cd: 845, kinuy: 'I10', degem_cd: 1105, degem_nm: 'AC3F5', sug_degem: 'P', from: 2014, to: 2019, fuel: 'petrol', cc: 998, hp: 66, engine: 'G3LA', trims: ['INSPIRE'], group: 1, merkav: "הצ'בק", weight: 1380, co2: 125, tyre: '165/65R14', safety: 'basic', price: 69000, popularity: 6 }),
  gen({ make: 'hyundai', tozeret_cd: 845, kinuy: 'I10', degem_cd: 1180, degem_nm: 'AC3G5', sug_degem: 'P', from: 2020, to: 2024, fuel: 'petrol', cc: 1197, hp: 84, engine: 'G4LA', trims: ['INSPIRE', 'PRIME'], group: 1, merkav: "הצ'בק", weight: 1440, co2: 128, tyre: '175/65R14', safety: 'mid', price: 82000, popularity: 5 }),
  gen({ make: 'hyundai', tozeret_cd: 845, kinuy: 'I20', degem_cd: 1230, degem_nm: 'GB5F', sug_degem: 'P', from: 2015, to: 2020, fuel: 'petrol', cc: 1368, hp: 100, engine: 'G4LC', trims: ['INSPIRE'], group: 2, merkav: "הצ'בק", weight: 1600, co2: 137, tyre: '185/65R15', safety: 'basic', price: 89000, popularity: 5 }),
  gen({ make: 'hyundai', tozeret_cd: 845, kinuy: 'I20', degem_cd: 1260, degem_nm: 'BC3F5', sug_degem: 'P', from: 2021, to: 2026, fuel: 'petrol', cc: 998, hp: 100, engine: 'G3LE', trims: ['INSPIRE', 'PRESTIGE'], group: 2, merkav: "הצ'בק", weight: 1620, co2: 127, tyre: '195/55R16', safety: 'mid', price: 104000, popularity: 4 }),
  gen({ make: 'hyundai', tozeret_cd: 735, kinuy: 'TUCSON', degem_cd: 1520, degem_nm: 'TLF5', sug_degem: 'P', from: 2016, to: 2020, fuel: 'petrol', cc: 1999, hp: 155, engine: 'G4NA', trims: ['PREMIUM'], group: 5, merkav: 'פנאי-שטח', weight: 2070, co2: 175, tyre: '225/60R17', safety: 'mid', price: 165000, popularity: 4 }),
  gen({ make: 'hyundai', tozeret_cd: 735, kinuy: 'TUCSON', degem_cd: 1560, degem_nm: 'NX4F5', sug_degem: 'P', from: 2021, to: 2026, fuel: 'petrol', cc: 1598, hp: 150, engine: 'G4FT', trims: ['PREMIUM', 'ELITE'], group: 5, merkav: 'פנאי-שטח', weight: 2100, co2: 162, tyre: '235/60R18', safety: 'full', price: 185000, popularity: 4 }),
  gen({ make: 'hyundai', tozeret_cd: 481, kinuy: 'IONIQ 5', degem_cd: 1700, degem_nm: 'NE1E5', sug_degem: 'P', from: 2022, to: 2026, fuel: 'electric', cc: 0, hp: 229, engine: 'EM16', trims: ['LONG RANGE'], group: 6, merkav: 'פנאי-שטח', weight: 2500, co2: 0, tyre: '235/55R19', safety: 'full', price: 215000, popularity: 2 }),
  gen({ make: 'kia', tozeret_cd: 885, kinuy: 'PICANTO', degem_cd: 1011, degem_nm: 'TAF5', sug_degem: 'P', from: 2011, to: 2016, fuel: 'petrol', cc: 1248, hp: 85, engine: 'G4LA', trims: ['LX', 'EX'], group: 1, merkav: "הצ'בק", weight: 1330, co2: 120, tyre: '165/60R14', safety: 'basic', price: 66000, popularity: 7 }),
  gen({ make: 'kia', tozeret_cd: 885, kinuy: 'PICANTO', degem_cd: 1040, degem_nm: 'JAF5', sug_degem: 'P', from: 2017, to: 2026, fuel: 'petrol', cc: 1248, hp: 84, engine: 'G4LA', trims: ['URBAN', 'GT LINE'], group: 1, merkav: "הצ'בק", weight: 1360, co2: 121, tyre: '175/65R14', safety: 'mid', price: 76000, popularity: 8 }),
  gen({ make: 'kia', tozeret_cd: 416, kinuy: 'SPORTAGE', degem_cd: 1420, degem_nm: 'QLF5', sug_degem: 'P', from: 2016, to: 2021, fuel: 'petrol', cc: 1999, hp: 155, engine: 'G4NA', trims: ['URBAN', 'PREMIUM'], group: 5, merkav: 'פנאי-שטח', weight: 2080, co2: 176, tyre: '225/60R17', safety: 'basic', price: 160000, popularity: 6 }),
  gen({ make: 'kia', tozeret_cd: 416, kinuy: 'SPORTAGE', degem_cd: 1470, degem_nm: 'NQ5F5', sug_degem: 'P', from: 2022, to: 2026, fuel: 'petrol', cc: 1598, hp: 180, engine: 'G4FP', trims: ['URBAN', 'PREMIUM', 'GT LINE'], group: 5, merkav: 'פנאי-שטח', weight: 2170, co2: 165, tyre: '235/55R19', safety: 'full', price: 190000, popularity: 5 }),
  gen({ make: 'kia', tozeret_cd: 885, kinuy: 'NIRO', degem_cd: 1610, degem_nm: 'DEH5', sug_degem: 'P', from: 2017, to: 2021, fuel: 'hybrid', cc: 1580, hp: 141, engine: 'G4LE', trims: ['LX', 'EX'], group: 4, merkav: 'פנאי-שטח', weight: 1930, co2: 105, tyre: '205/60R16', safety: 'mid', price: 135000, popularity: 4 }),
  gen({ make: 'kia', tozeret_cd: 885, kinuy: 'NIRO EV', degem_cd: 1650, degem_nm: 'DEEV5', sug_degem: 'P', from: 2019, to: 2026, fuel: 'electric', cc: 0, hp: 204, engine: 'EM17', trims: ['EX'], group: 5, merkav: 'פנאי-שטח', weight: 2230, co2: 0, tyre: '215/55R17', safety: 'full', price: 178000, popularity: 3 }),
  gen({ make: 'mazda', tozeret_cd: 588, kinuy: 'MAZDA 3', degem_cd: 1290, degem_nm: 'BL14F', sug_degem: 'P', from: 2009, to: 2013, fuel: 'petrol', cc: 1598, hp: 105, engine: 'Z6', trims: ['ACTIVE'], group: 3, merkav: 'סדאן', doors: 4, weight: 1720, co2: 170, tyre: '205/55R16', safety: 'basic', price: 120000, popularity: 6 }),
  gen({ make: 'mazda', tozeret_cd: 588, kinuy: 'MAZDA 3', degem_cd: 1300, degem_nm: 'BM14F', sug_degem: 'P', from: 2014, to: 2018, fuel: 'petrol', cc: 1998, hp: 120, engine: 'PE', trims: ['ACTIVE', 'SPIRIT'], group: 3, merkav: 'סדאן', doors: 4, weight: 1795, co2: 141, tyre: '205/60R16', safety: 'basic', price: 128000, popularity: 7 }),
  gen({ make: 'mazda', tozeret_cd: 588, kinuy: 'MAZDA 3', degem_cd: 1340, degem_nm: 'BP14F', sug_degem: 'P', from: 2019, to: 2026, fuel: 'petrol', cc: 1998, hp: 122, engine: 'PE', trims: ['ACTIVE', 'SPIRIT'], group: 3, merkav: 'סדאן', doors: 4, weight: 1830, co2: 139, tyre: '205/60R16', safety: 'mid', price: 142000, popularity: 4 }),
  gen({ make: 'mazda', tozeret_cd: 588, kinuy: 'CX-5', degem_cd: 1450, degem_nm: 'KF24F', sug_degem: 'P', from: 2017, to: 2026, fuel: 'petrol', cc: 1998, hp: 165, engine: 'PE', trims: ['EXECUTIVE', 'PREMIUM'], group: 5, merkav: 'פנאי-שטח', weight: 2065, co2: 162, tyre: '225/65R17', safety: 'mid', price: 175000, popularity: 5 }),
  gen({ make: 'skoda', tozeret_cd: 750, kinuy: 'OCTAVIA', degem_cd: 1210, degem_nm: 'NE3SA', sug_degem: 'P', from: 2013, to: 2019, fuel: 'petrol', cc: 1395, hp: 150, engine: 'CZD', trims: ['AMBITION', 'STYLE'], group: 3, merkav: 'סדאן', doors: 5, weight: 1800, co2: 130, tyre: '205/55R16', safety: 'basic', price: 130000, popularity: 7 }),
  gen({ make: 'skoda', tozeret_cd: 750, kinuy: 'OCTAVIA', degem_cd: 1250, degem_nm: 'NX3SA', sug_degem: 'P', from: 2020, to: 2026, fuel: 'petrol', cc: 1498, hp: 150, engine: 'DPC', trims: ['AMBITION', 'STYLE'], group: 3, merkav: 'סדאן', doors: 5, weight: 1860, co2: 134, tyre: '205/55R16', safety: 'full', price: 149000, popularity: 5 }),
  gen({ make: 'skoda', tozeret_cd: 750, kinuy: 'OCTAVIA', degem_cd: 1251, degem_nm: 'NX3DA', sug_degem: 'P', from: 2020, to: 2023, fuel: 'diesel', cc: 1968, hp: 116, engine: 'DTR', trims: ['STYLE'], group: 3, merkav: 'סטיישן', doors: 5, weight: 1950, co2: 122, tyre: '205/55R16', safety: 'full', price: 158000, popularity: 1 }),
  gen({ make: 'volkswagen', tozeret_cd: 724, kinuy: 'GOLF', degem_cd: 1620, degem_nm: 'AU3CZ', sug_degem: 'P', from: 2013, to: 2019, fuel: 'petrol', cc: 1395, hp: 125, engine: 'CZC', trims: ['TRENDLINE', 'COMFORTLINE'], group: 3, merkav: "הצ'בק", weight: 1720, co2: 132, tyre: '205/55R16', safety: 'basic', price: 125000, popularity: 3 }),
  gen({ make: 'tesla', tozeret_cd: 1011, kinuy: 'MODEL 3', degem_cd: 1001, degem_nm: '003SR', sug_degem: 'P', from: 2021, to: 2026, fuel: 'electric', cc: 0, hp: 283, engine: '3D1', trims: ['STANDARD RANGE', 'LONG RANGE'], group: 6, merkav: 'סדאן', doors: 4, weight: 2180, co2: 0, tyre: '235/45R18', safety: 'full', price: 189000, popularity: 5 }),
  gen({ make: 'tesla', tozeret_cd: 1010, kinuy: 'MODEL Y', degem_cd: 1002, degem_nm: '00YLR', sug_degem: 'P', from: 2022, to: 2026, fuel: 'electric', cc: 0, hp: 350, engine: '3D7', trims: ['LONG RANGE', 'PERFORMANCE'], group: 7, merkav: 'פנאי-שטח', weight: 2450, co2: 0, tyre: '255/45R19', safety: 'full', price: 225000, popularity: 4 }),
  gen({ make: 'byd', tozeret_cd: 1020, kinuy: 'ATTO 3', degem_cd: 3010, degem_nm: 'SC2E', sug_degem: 'P', from: 2022, to: 2026, fuel: 'electric', cc: 0, hp: 204, engine: 'TZ200', trims: ['COMFORT', 'DESIGN'], group: 5, merkav: 'פנאי-שטח', weight: 2200, co2: 0, tyre: '215/55R18', safety: 'full', price: 160000, popularity: 6 }),
  gen({ make: 'suzuki', tozeret_cd: 640, kinuy: 'SWIFT', degem_cd: 1120, degem_nm: 'AZG412', sug_degem: 'P', from: 2011, to: 2017, fuel: 'petrol', cc: 1372, hp: 94, engine: 'M13A', trims: ['GLX'], group: 1, merkav: "הצ'בק", weight: 1450, co2: 139, tyre: '185/60R15', safety: 'basic', price: 79000, popularity: 4 }),
  gen({ make: 'suzuki', tozeret_cd: 640, kinuy: 'SWIFT', degem_cd: 1150, degem_nm: 'AZG413', sug_degem: 'P', from: 2018, to: 2026, fuel: 'petrol', cc: 1242, hp: 90, engine: 'K12C', trims: ['GLX'], group: 1, merkav: "הצ'בק", weight: 1380, co2: 118, tyre: '185/55R16', safety: 'basic', price: 88000, popularity: 3 }),
  gen({ make: 'suzuki', tozeret_cd: 641, kinuy: 'VITARA', degem_cd: 1300, degem_nm: 'LY16', sug_degem: 'P', from: 2015, to: 2026, fuel: 'petrol', cc: 1586, hp: 120, engine: 'M16A', trims: ['GLX'], group: 3, merkav: 'פנאי-שטח', weight: 1730, co2: 143, tyre: '215/60R16', safety: 'basic', price: 119000, popularity: 3 }),
  gen({ make: 'mitsubishi', tozeret_cd: 590, kinuy: 'OUTLANDER', degem_cd: 1410, degem_nm: 'GF7W', sug_degem: 'P', from: 2013, to: 2021, fuel: 'petrol', cc: 1998, hp: 150, engine: '4B11', trims: ['INTENSE', 'INSTYLE'], group: 5, merkav: 'פנאי-שטח', seats: 7, weight: 2210, co2: 168, tyre: '215/70R16', safety: 'basic', price: 158000, popularity: 5 }),
  gen({ make: 'mitsubishi', tozeret_cd: 590, kinuy: 'OUTLANDER PHEV', degem_cd: 1480, degem_nm: 'GG3W', sug_degem: 'P', from: 2019, to: 2026, fuel: 'plugin', cc: 2360, hp: 224, engine: '4B12', trims: ['INSTYLE'], group: 6, merkav: 'פנאי-שטח', weight: 2390, co2: 46, tyre: '225/55R18', safety: 'mid', price: 215000, popularity: 2 }),
  gen({ make: 'mitsubishi', tozeret_cd: 603, kinuy: 'L 200', degem_cd: 1600, degem_nm: 'KL1T', sug_degem: 'M', from: 2016, to: 2026, fuel: 'diesel', cc: 2442, hp: 150, engine: '4N15', trims: ['DOUBLE CAB'], group: 4, merkav: 'טנדר', doors: 4, weight: 2910, co2: 219, tyre: '245/70R16', safety: 'basic', price: 165000, popularity: 2 }),
  gen({ make: 'renault', tozeret_cd: 928, kinuy: 'KANGOO', degem_cd: 1700, degem_nm: 'KWOD', sug_degem: 'M', from: 2012, to: 2026, fuel: 'diesel', cc: 1461, hp: 90, engine: 'K9K', trims: ['EXPRESS'], group: 3, merkav: 'מסחרי', seats: 2, weight: 2060, co2: 139, tyre: '195/65R15', safety: 'basic', airbags: 2, price: 98000, popularity: 3 }),
  gen({ make: 'ford', tozeret_cd: 492, kinuy: 'TRANSIT', degem_cd: 1800, degem_nm: 'FAC6', sug_degem: 'M', from: 2014, to: 2026, fuel: 'diesel', cc: 1995, hp: 130, engine: 'YLF6', trims: ['CUSTOM', 'VAN'], group: 4, merkav: 'מסחרי', doors: 4, seats: 3, weight: 3300, co2: 199, tyre: '215/65R16', safety: 'basic', airbags: 2, price: 178000, popularity: 3 }),
  gen({ make: 'citroen', tozeret_cd: 496, kinuy: 'BERLINGO', degem_cd: 1900, degem_nm: 'B9HW', sug_degem: 'M', from: 2009, to: 2018, fuel: 'diesel', cc: 1560, hp: 90, engine: '9HW', trims: ['VAN'], group: 3, merkav: 'מסחרי', seats: 2, weight: 2025, co2: 144, tyre: '195/65R15', safety: 'basic', airbags: 2, price: 95000, popularity: 3 }),
  gen({ make: 'citroen', tozeret_cd: 496, kinuy: 'BERLINGO', degem_cd: 1950, degem_nm: 'K9HN', sug_degem: 'P', from: 2019, to: 2026, fuel: 'petrol', cc: 1199, hp: 110, engine: 'HN05', trims: ['FEEL'], group: 3, merkav: 'MPV', weight: 2150, co2: 149, tyre: '205/60R16', safety: 'mid', price: 132000, popularity: 2 }),
  gen({ make: 'dacia', tozeret_cd: 351, kinuy: 'SANDERO', degem_cd: 12, degem_nm: '5SDA1C', sug_degem: 'P', from: 2013, to: 2020, fuel: 'petrol', cc: 898, hp: 90, engine: 'H4B', trims: ['AMBIANCE', 'LAUREATE'], group: 1, merkav: "הצ'בק", weight: 1470, co2: 124, tyre: '185/65R15', safety: 'basic', airbags: 4, price: 69000, popularity: 4 }),
  gen({ make: 'dacia', tozeret_cd: 351, kinuy: 'SANDERO', degem_cd: 40, degem_nm: 'DJF5', sug_degem: 'P', from: 2021, to: 2026, fuel: 'petrol', cc: 999, hp: 90, engine: 'H4D', trims: ['ESSENTIAL', 'EXPRESSION'], group: 1, merkav: "הצ'בק", weight: 1520, co2: 120, tyre: '195/65R15', safety: 'mid', price: 82000, popularity: 3 }),
  gen({ make: 'mercedes', tozeret_cd: 371, kinuy: 'VITO', degem_cd: 1850, degem_nm: '447V', sug_degem: 'M', from: 2015, to: 2026, fuel: 'diesel', cc: 2143, hp: 136, engine: 'OM651', trims: ['TOURER'], group: 5, merkav: 'מסחרי', doors: 4, seats: 8, weight: 3050, co2: 189, tyre: '205/65R16', safety: 'basic', airbags: 4, price: 235000, popularity: 1 }),
];

export const COLOURS: readonly (readonly [number, string, number])[] = [
  // [tzeva_cd, tzeva_rechev, weight]
  [10, 'לבן', 30], [11, 'שחור מטלי', 12], [12, 'כסף מטלי', 18], [13, 'אפור מטלי', 20], [14, 'כחול כהה מטלי', 8],
  [15, 'אדום', 5], [16, 'לבן פנינה', 5], [17, "בז'", 2],
];

export const OWNERSHIP: readonly (readonly [string, number])[] = [
  ['פרטי', 70], ['ליסינג', 12], ['חברה', 8], ['השכרה', 8], ['סוחר', 2],
];

// /vehicle/<plate>: one car's live answer as a page. Built from lookup_vehicle's `data` as REST returns it, never
// from a second computation, so the page, its twin and the API say the same. Order is for a person: status
// first, then open recalls, licence and test dates, fee and running-cost estimate, odometer, owners, changes,
// tow hitch and tyres, then the model's facts. Each history fact names its dataset and data date; a history
// dataset that could not be read now is said to be so, never left out silently.
import type { OwnershipType } from '../rules/ownership-types.ts';
import type { FactSource } from '../plate-answer/fact-source.ts';
import type { Vehicle, VehicleLookupData } from '../plate-answer/vehicle.ts';
import { MISSING_HE } from '../plate-answer/data-errors.ts';
import {
  CONFIDENCE_HE,
  formatDateHe,
  formatIls,
  formatInt,
  formatMonth,
  formatRoadDateHe,
  FUEL_HE,
  VEHICLE_CLASS_HE,
} from '../text/format.ts';
import { HISTORY_CHANGE_TEXTS } from '../labels/history-changes.ts';
import { OWNERSHIP_PUBLISHED_FROM } from '../rules/fleet-history.ts';
import type { Block, Fact, Inline, PageModel, Section } from './page-model.ts';
import { RAW_SOURCES, type RawSource } from '../datasets/raw-sources.ts';
import { attentionFacts, uncheckedHe, type VehicleSectionId } from './vehicle-attention.ts';
import { absoluteUrl, vehiclePath } from '../urls/page-urls.ts';
import { vehicleCalendarPath, vehicleFeedPath, webcalUrl, type FeedLink } from '../urls/feed-urls.ts';

export type { Vehicle };
/** lookup_vehicle's `data` as the page reads it (lib/plate-answer/vehicle.ts). */
export type VehicleAnswer = VehicleLookupData;
/** lookup_vehicle's `data` for a plate the registry knows. */
export type FoundVehicle = VehicleAnswer & { vehicle: Vehicle };

/** A page of the live service (a plate, search results): not in pages.json, so its type is its own. */
export interface LivePage {
  id: string;
  path: string;
  type: 'live';
  title: string;
  summary: string;
  keywords: string[];
}
/** `feeds`: the page's own feeds, linked from its head (a car's page: the car's feed). */
export type VehiclePageModel = Omit<PageModel, 'page'> & { page: LivePage; feeds?: FeedLink[] };

const fact = (term: string, ...value: Inline[]): Fact => ({ term, value });
const ltr = (text: string): Inline => ({ text, dir: 'ltr' });
const dateOr = (iso: string | null, none: string) => (iso ? formatDateHe(iso) : none);

/** "Source: <dataset, linked to its page> (resource Y) on data.gov.il, data of D" under a history fact. */
function sourceNote(source: FactSource): Block {
  const known = (RAW_SOURCES as Partial<Record<string, RawSource>>)[source.dataset];
  const resource: Inline[] = source.resource_id ? [' (משאב ', { text: source.resource_id, dir: 'ltr', code: true }, ')'] : [];
  return {
    kind: 'paragraph',
    role: 'note',
    text: [
      'מקור: ',
      known ? { text: known.name_he, href: known.dataset_url } : { text: source.dataset, dir: 'ltr', code: true },
      ...resource,
      ` ב־data.gov.il, נתונים מ־${formatDateHe(source.data_date)}.`,
    ],
  };
}

const note = (text: string): Block => ({ kind: 'paragraph', text: [text], role: 'note' });

/** The banner's lines after the status itself: the other conditions that hold, then the datasets' disagreements. */
function statusBanner(v: Vehicle): Section {
  const line = v.status_line;
  return {
    id: 'status',
    blocks: [
      ...(line.also.length ? [{ kind: 'list', items: line.also.map((c) => [{ text: c.text_he, strong: true }]) } as Block] : []),
      ...line.notes.map((n) => note(n.text_he)),
      sourceNote(line.source),
    ],
  };
}

const NONE_FOUND_HE =
  'בנתונים לא נמצאה אף אחת מהעובדות שהרשימה הזאת מציינת: ריקול פתוח, קריאת מד מרחק לא סבירה, שינוי מבנה, גפ"מ או צבע, ' +
  `העברת בעלות מאז ${OWNERSHIP_PUBLISHED_FROM}, יבוא אישי, רישיון שפג או טסט באיחור, ירידה מהכביש.`;

/** What the data behind this page cannot tell, said when it shows nothing that deserves attention. */
const NOT_COVERED_HE =
  'הנתונים הפתוחים אינם מספרים על תאונות ונזקים, על מצבו המכני של הרכב, על טיפולים ותיקונים במוסך, ' +
  `על שעבודים ועיקולים ועל בעלות לפני ${OWNERSHIP_PUBLISHED_FROM}.`;

/** The facts that deserve a person's attention, each linked to its section; or that the data shows none of them. */
function attentionSection(answer: FoundVehicle): Section {
  const facts = attentionFacts(answer.vehicle);
  const unchecked = uncheckedHe(answer.vehicle);
  const at = (id: VehicleSectionId) => `${vehiclePath(answer.plate)}#${id}`;
  const found: Block = facts.length
    ? { kind: 'list', items: facts.map((f) => [{ text: f.text_he, href: at(f.section) }]) }
    : { kind: 'paragraph', text: [NONE_FOUND_HE] };
  return {
    id: 'attention',
    heading: 'עובדות שכדאי לשים לב אליהן',
    ...(facts.length ? { tone: 'warn' as const } : {}),
    blocks: [
      found,
      ...(unchecked.length ? [note(`לא ניתן היה לבדוק כעת: ${unchecked.join(', ')}; נסו שוב בעוד דקה.`)] : []),
      note(NOT_COVERED_HE),
    ],
  };
}

const VERDICT_HE = { plausible: 'סבירה לפי הכלל', implausible: 'לא סבירה לפי הכלל', no_verdict: 'אין הכרעה' } as const;

function odometerSection(odometer: NonNullable<Vehicle['odometer']>): Section {
  const facts: Fact[] =
    odometer.km === null
      ? []
      : [
          fact('קריאת מד המרחק', `${formatInt(odometer.km)} ק"מ`),
          fact('נכון לטסט האחרון', dateOr(odometer.as_of, 'לא צוין')),
          ...(odometer.km_per_year === null ? [] : [fact('ממוצע לשנה מאז הרישום הראשון', `${formatInt(odometer.km_per_year)} ק"מ`)]),
        ];
  facts.push(fact('הכרעה', VERDICT_HE[odometer.verdict]));
  return {
    id: 'odometer',
    heading: 'מד המרחק',
    blocks: [
      { kind: 'facts', items: facts },
      { kind: 'paragraph', text: [odometer.text_he] },
      note(`הכלל: ${odometer.rule_he}`),
      sourceNote(odometer.sources.reading),
    ],
  };
}

/** The type's label; a word the vocabulary lacks is shown as written and said to be so. */
const ownershipHe = (o: OwnershipType | null) => (o === null ? 'לא צוין' : o.recognised ? o.label_he : `${o.label_he} (סוג בעלות לא מוכר)`);

function ownersSection(owners: NonNullable<Vehicle['owners']>): Section {
  const changes = owners.changes.map((c) => [formatMonth(c.month), `: ${ownershipHe(c.ownership)}`] as Inline[]);
  return {
    id: 'owners',
    heading: 'בעלות',
    blocks: [
      {
        kind: 'facts',
        items: [
          fact(`העברות בעלות מאז ${OWNERSHIP_PUBLISHED_FROM}`, formatInt(owners.changes_since_2017)),
          fact('סוג הבעלות כיום', ownershipHe(owners.current_ownership)),
        ],
      },
      { kind: 'paragraph', text: [owners.text_he] },
      ...(changes.length ? [note('כל העברה: החודש, וסוג הבעלות שהחל בה.'), { kind: 'list', items: changes } as Block] : []),
      ...owners.notes.map((n) => note(n.text_he)),
      sourceNote(owners.sources.changes),
    ],
  };
}

function changesSection(changes: NonNullable<Vehicle['changes']>): Section {
  const items = changes.items.map((i) => fact(i.label_he, i.value === null ? HISTORY_CHANGE_TEXTS.flag_empty.he : i.value ? 'כן' : 'לא'));
  return {
    id: 'changes',
    heading: 'שינויים ברכב',
    blocks: [
      { kind: 'paragraph', text: [changes.text_he] },
      ...(items.length ? [{ kind: 'facts', items } as Block] : []),
      sourceNote(changes.source),
    ],
  };
}

/** A tyre's load index and speed symbol as the sidewall writes them ("94H"). */
function tyreCode(t: { load_index: string | null; speed_symbol: string | null }): Inline {
  const code = `${t.load_index ?? ''}${t.speed_symbol ?? ''}`;
  return code ? ltr(code) : 'לא צוין';
}

function extrasSection(extras: NonNullable<Vehicle['extras']>): Section {
  return {
    heading: 'וו גרירה וצמיגים',
    blocks: [
      {
        kind: 'facts',
        items: [
          fact('וו גרירה', extras.tow_hitch_he ?? 'לא צוין'),
          fact('קוד עומס ומהירות, צמיגים קדמיים', tyreCode(extras.tyres.front)),
          fact('קוד עומס ומהירות, צמיגים אחוריים', tyreCode(extras.tyres.rear)),
        ],
      },
      sourceNote(extras.source),
    ],
  };
}

/** A section whose dataset could not be read for this answer: says so rather than leaving it out. */
const unreadSection = (id: VehicleSectionId, heading: string, dataset_he: string): Section => ({
  id,
  heading,
  blocks: [note(`לא ניתן היה לקרוא כעת את ${dataset_he}; נסו שוב בעוד דקה.`)],
});
const HISTORY_HE = 'מאגר היסטוריית כלי הרכב';

function recallsSection(v: Vehicle): Section {
  if (v.open_recalls === null) {
    return {
      id: 'recalls',
      heading: 'ריקולים פתוחים',
      blocks: [{ kind: 'paragraph', text: ['לא ניתן היה לשאול את המאגר על ריקולים פתוחים כעת.'], role: 'note' }],
    };
  }
  if (v.open_recalls.count === 0) {
    return { id: 'recalls', heading: 'ריקולים פתוחים', blocks: [{ kind: 'paragraph', text: ['אין ריקול פתוח לרכב זה.'] }] };
  }
  const cards: Block = {
    kind: 'cards',
    items: v.open_recalls.recalls.map((r) => ({
      title: `ריקול ${r.recall_id}`,
      facts: [
        fact('נפתח', dateOr(r.opened_date, 'לא צוין')),
        fact('מה התקלה', r.problem_he ?? 'לא פורסם'),
        fact('איך מתקנים', r.fix_he ?? 'לא פורסם'),
        ...(r.importer ? [fact('יבואן', r.importer)] : []),
        ...(r.phone ? [fact('טלפון', ltr(r.phone))] : []),
      ],
    })),
  };
  return { id: 'recalls', heading: `ריקולים פתוחים (${v.open_recalls.count})`, blocks: [cards] };
}

/** Why the fee is not given, in the one Hebrew wording of `missing` codes. */
function noFeeHe(v: Vehicle): string {
  const why = v.missing.find((m) => m.member === 'licence_fee');
  if (!why) return 'לא ידועה';
  return `${why.code === 'not_on_road' ? 'אין' : 'לא ידועה'} (${MISSING_HE[why.code]})`;
}

function costSection(v: Vehicle): Section {
  const facts: Fact[] = [];
  if (v.licence_fee) {
    const f = v.licence_fee;
    facts.push(
      fact(
        'אגרת רישוי השנה',
        `${formatIls(f.total)} (${formatIls(f.fee)} אגרה ו־${formatIls(f.broadcasting_addon)} תוספת שידורים; ` +
          `${CONFIDENCE_HE[f.confidence]})`,
      ),
    );
  } else facts.push(fact('אגרת רישוי השנה', noFeeHe(v)));
  if (v.licence_fee_retrofit_discount) facts.push(fact('הנחה באגרה', 'הרכב ברשימת הזכאים להנחה באגרת הרישוי על התקנת מערכות בטיחות'));
  const cost = v.running_cost_estimate;
  if (cost?.annual_total) {
    const { min, max } = cost.annual_total;
    const range = min === max ? formatIls(min) : `${formatIls(min)}–${formatIls(max)}`;
    const confidence = CONFIDENCE_HE[cost.annual_km_confidence];
    facts.push(
      fact('הערכת עלות שנתית (אגרה ואנרגיה, ללא ביטוח)', `${range} ל־${cost.annual_km.toLocaleString('he-IL')} ק"מ בשנה (${confidence})`),
    );
  }
  return { heading: 'אגרה ועלות שימוש', blocks: [{ kind: 'facts', items: facts }] };
}

function modelSection(v: Vehicle): Section {
  const modelName = v.model.name_he ?? v.model.name;
  const links: Inline[][] = [];
  if (v.model_url) links.push([{ text: `עמוד הדגם ${modelName}`, href: new URL(v.model_url).pathname }]);
  if (v.model_year_url) links.push([{ text: `עמוד שנת הדגם ${v.year}`, href: new URL(v.model_year_url).pathname }]);
  const facts = [
    fact('יצרן', v.make.name_he),
    fact('דגם', modelName),
    fact('שנת ייצור', String(v.year)),
    ...(v.trim ? [fact('גימור', v.trim)] : []),
    fact('סוג', VEHICLE_CLASS_HE[v.vehicle_class]),
    fact('דלק', v.fuel.type ? FUEL_HE[v.fuel.type] : (v.fuel.registry_he ?? 'לא צוין')),
    ...(v.colour_he ? [fact('צבע', v.colour_he)] : []),
    ...(v.ownership ? [fact('בעלות', ownershipHe(v.ownership))] : []),
    ...(v.safety_systems?.length ? [fact('מערכות בטיחות', v.safety_systems.map((s) => s.label_he).join(', '))] : []),
  ];
  return {
    heading: 'פרטי הדגם',
    blocks: [{ kind: 'facts', items: facts }, ...(links.length ? [{ kind: 'list', items: links } as Block] : [])],
  };
}

const FOLLOW_FEED_HE = 'הפיד של הרכב (Atom)';

/**
 * "Follow this car": its feed and its calendar, both regenerated from the live look-up whenever a reader or a
 * calendar app asks, and what following reveals: the addresses hold the plate.
 */
function followSection(plate: string, base: string): Section {
  const calendar = absoluteUrl(base, vehicleCalendarPath(plate));
  return {
    id: 'follow',
    heading: 'מעקב אחרי הרכב',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'אפשר לעקוב אחרי הרכב בלי להירשם: הפיד מוסיף רשומה כשנפתח או נסגר לו ריקול וכשמצבו משתנה (ירד מהכביש, רישיון שפג, ' +
            'טסט באיחור), והיומן מציג את מועד חידוש הרישיון ואת הטסט השנתי עם תזכורת שבועיים לפני. ' +
            'שניהם מחושבים מחדש מהמאגר בכל פעם שהם נקראים.',
        ],
      },
      {
        kind: 'list',
        items: [
          [{ text: FOLLOW_FEED_HE, href: vehicleFeedPath(plate) }],
          [{ text: 'הרשמה ליומן (webcal)', href: webcalUrl(calendar) }],
          [{ text: 'הורדת היומן כקובץ (ics)', href: vehicleCalendarPath(plate) }],
        ],
      },
      note('כתובות הפיד והיומן מכילות את מספר הרישוי: כל מי שיש לו את הכתובת יכול לקרוא אותם, ולכן שתפו אותן רק עם מי שתרצו.'),
    ],
  };
}

/** The page of a plate lookup_vehicle found; `answer.vehicle` must be set. `base`: the site origin (webcal link). */
export function vehiclePageModel(answer: FoundVehicle, base: string): VehiclePageModel {
  const v = answer.vehicle;
  const status = v.status_line.text_he;
  const title = `רכב ${answer.plate}: ${v.make.name_he} ${v.model.name_he ?? v.model.name} ${v.year}`;
  const dates: Fact[] = [
    fact('רישיון בתוקף עד', dateOr(v.licence_valid_until, 'לא צוין')),
    fact('טסט שנתי אחרון', dateOr(v.last_annual_test, 'לא צוין')),
    fact('עלה לכביש', v.on_road_since ? formatRoadDateHe(v.on_road_since) : 'לא צוין'),
  ];
  return {
    page: { id: `vehicle/${answer.plate}`, path: vehiclePath(answer.plate), type: 'live', title, summary: status, keywords: [] },
    lead: [{ text: status, strong: true }],
    // Plain for a car simply on the road; any other status is itself a fact that needs attention. Never green:
    // "on the road" says nothing of the recalls, reading or changes the list below may hold.
    leadTone: v.status_line.code === 'on_road' ? 'plain' : 'warn',
    facts: [],
    sections: [
      statusBanner(v),
      attentionSection(answer),
      recallsSection(v),
      { id: 'licence', heading: 'רישיון וטסט', blocks: [{ kind: 'facts', items: dates }] },
      followSection(answer.plate, base),
      costSection(v),
      v.odometer ? odometerSection(v.odometer) : unreadSection('odometer', 'מד המרחק', HISTORY_HE),
      v.owners ? ownersSection(v.owners) : unreadSection('owners', 'בעלות', 'מאגר העברות הבעלות'),
      v.changes ? changesSection(v.changes) : unreadSection('changes', 'שינויים ברכב', HISTORY_HE),
      ...(v.extras ? [extrasSection(v.extras)] : []),
      modelSection(v),
    ],
    sources: [],
    metadata: { plate: answer.plate, status: v.status, on_the_road: v.on_the_road, year: v.year, data_date: answer.data_date ?? null },
    crumbs: [],
    // A quote is for a car that can be insured: one off the road is offered none.
    offerCallback: v.on_the_road,
    feeds: [{ path: vehicleFeedPath(answer.plate), title: FOLLOW_FEED_HE }],
  };
}

// /vehicle/<plate>: one car's live answer as a page. Built from lookup_vehicle's `data` as REST returns it, never
// from a second computation, so the page, its twin and the API say the same. Order is for a person: status
// first, then open recalls, licence and test dates, fee and running-cost estimate, odometer, owners, changes,
// tow hitch and tyres, then the model's facts. Each history fact names its dataset and data date; a history
// dataset that could not be read now is said to be so, never left out silently.
import type { z } from 'zod';
import type { Fuel, VehicleClass } from '../shards/schemas.ts';
import type { Confidence } from '../rules/rule-parts.ts';
import {
  CONFIDENCE_HE,
  formatDateHe,
  formatIls,
  formatInt,
  formatMonth,
  formatRoadDateHe,
  FUEL_HE,
  VEHICLE_CLASS_HE,
} from '../markdown/format.ts';
import { HISTORY_CHANGE_TEXTS } from '../labels/history-changes.ts';
import { OWNERSHIP_PUBLISHED_FROM } from '../rules/fleet-history.ts';
import type { Block, Fact, Inline, PageModel, Section } from './page-model.ts';
import { RAW_SOURCES, type RawSource } from '../datasets/raw-sources.ts';

type Mark = Confidence;
type HeText = { text_he: string };
/** Where a fact was read: a catalogue dataset, its CKAN resource and the data date. */
type FactSource = { dataset: string; resource_id: string | null; data_date: string };
/** An ownership type read through the vocabulary (lib/rules/ownership-types.ts). */
type Ownership = { label_he: string; recognised: boolean };

/** The members of lookup_vehicle's `vehicle` the page shows (its output schema in api/ is the whole contract). */
export interface Vehicle {
  status: 'active' | 'inactive' | 'cancelled';
  on_the_road: boolean;
  off_road_since: string | null;
  make: { name_he: string };
  model: { name: string; name_he: string | null };
  year: number;
  trim: string | null;
  vehicle_class: z.infer<typeof VehicleClass>;
  fuel: { type: z.infer<typeof Fuel> | null; registry_he: string | null };
  colour_he: string | null;
  ownership: Ownership | null;
  safety_systems: { label_he: string }[] | null;
  /** YYYY-MM, or YYYY when the car's file gives only the year. */
  on_road_since: string | null;
  licence_valid_until: string | null;
  last_annual_test: string | null;
  open_recalls: {
    count: number;
    recalls: {
      recall_id: number;
      opened_date: string | null;
      problem_he: string | null;
      fix_he: string | null;
      importer: string | null;
      phone: string | null;
    }[];
  } | null;
  licence_fee: { fee: number; broadcasting_addon: number; total: number; confidence: Mark } | null;
  licence_fee_retrofit_discount: object | null;
  running_cost_estimate: { annual_km: number; annual_km_confidence: Mark; annual_total: { min: number; max: number } | null } | null;
  model_url: string | null;
  model_year_url: string | null;
  status_line: HeText & { code: string; also: HeText[]; notes: HeText[]; source: FactSource };
  /** The history members below are null when their dataset could not be read now. */
  odometer:
    | (HeText & {
        km: number | null;
        as_of: string | null;
        km_per_year: number | null;
        verdict: 'plausible' | 'implausible' | 'no_verdict';
        rule_he: string;
        sources: { reading: FactSource };
      })
    | null;
  owners:
    | (HeText & {
        changes_since_2017: number;
        change_months: string[];
        current_ownership: Ownership | null;
        notes: HeText[];
        sources: { changes: FactSource };
      })
    | null;
  changes: (HeText & { known: boolean; items: { value: boolean | null; label_he: string }[]; source: FactSource }) | null;
  extras: {
    tow_hitch_he: string | null;
    tyres: Record<'front' | 'rear', { load_index: string | null; speed_symbol: string | null }>;
    source: FactSource;
  } | null;
}

/** lookup_vehicle's `data` for a plate the registry knows. */
export type FoundVehicle = VehicleAnswer & { vehicle: Vehicle };

/** lookup_vehicle's `data` as the page reads it. */
export interface VehicleAnswer {
  plate: string;
  vehicle: Vehicle | null;
  data_date?: string | null;
}

/** The path of a plate's page (digits only: the plate as lookup_vehicle normalised it). */
export const vehiclePath = (plate: string) => `/vehicle/${plate}`;

/** A page of the live service (a plate, search results): not in pages.json, so its type is its own. */
export interface LivePage {
  id: string;
  path: string;
  type: 'live';
  title: string;
  summary: string;
  keywords: string[];
}
export type VehiclePageModel = Omit<PageModel, 'page'> & { page: LivePage };

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
function statusBanner(v: Vehicle): Section[] {
  const line = v.status_line;
  return [
    {
      blocks: [
        ...(line.also.length ? [{ kind: 'list', items: line.also.map((c) => [{ text: c.text_he, strong: true }]) } as Block] : []),
        ...line.notes.map((n) => note(n.text_he)),
        sourceNote(line.source),
      ],
    },
  ];
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
const ownershipHe = (o: Ownership | null) => (o === null ? 'לא צוין' : o.recognised ? o.label_he : `${o.label_he} (סוג בעלות לא מוכר)`);

function ownersSection(owners: NonNullable<Vehicle['owners']>): Section {
  const months = owners.change_months.map((m) => [formatMonth(m)] as Inline[]);
  return {
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
      ...(months.length ? [{ kind: 'list', items: months } as Block] : []),
      ...owners.notes.map((n) => note(n.text_he)),
      sourceNote(owners.sources.changes),
    ],
  };
}

function changesSection(changes: NonNullable<Vehicle['changes']>): Section {
  const items = changes.items.map((i) => fact(i.label_he, i.value === null ? HISTORY_CHANGE_TEXTS.flag_empty.he : i.value ? 'כן' : 'לא'));
  return {
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
const unreadSection = (heading: string, dataset_he: string): Section => ({
  heading,
  blocks: [note(`לא ניתן היה לקרוא כעת את ${dataset_he}; נסו שוב בעוד דקה.`)],
});
const HISTORY_HE = 'מאגר היסטוריית כלי הרכב';

function recallsSection(v: Vehicle): Section {
  if (v.open_recalls === null) {
    return {
      heading: 'ריקולים פתוחים',
      blocks: [{ kind: 'paragraph', text: ['לא ניתן היה לשאול את המאגר על ריקולים פתוחים כעת.'], role: 'note' }],
    };
  }
  if (v.open_recalls.count === 0) {
    return { heading: 'ריקולים פתוחים', blocks: [{ kind: 'paragraph', text: ['אין ריקול פתוח לרכב זה.'] }] };
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
  return { heading: `ריקולים פתוחים (${v.open_recalls.count})`, blocks: [cards] };
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
  } else facts.push(fact('אגרת רישוי השנה', v.status === 'active' ? 'לא ידועה (קבוצת המחיר של הדגם חסרה)' : 'אין: הרכב אינו על הכביש'));
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

function modelSection(v: Vehicle, answer: VehicleAnswer): Section {
  const modelName = v.model.name_he ?? v.model.name;
  const links: Inline[][] = [];
  if (answer.vehicle?.model_url) links.push([{ text: `עמוד הדגם ${modelName}`, href: new URL(answer.vehicle.model_url).pathname }]);
  if (answer.vehicle?.model_year_url) {
    links.push([{ text: `עמוד שנת הדגם ${v.year}`, href: new URL(answer.vehicle.model_year_url).pathname }]);
  }
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

/** The page of a plate lookup_vehicle found; `answer.vehicle` must be set. */
export function vehiclePageModel(answer: FoundVehicle): VehiclePageModel {
  const v = answer.vehicle;
  const status = v.status_line.text_he;
  const title = `רכב ${answer.plate}: ${v.make.name_he} ${v.model.name_he ?? v.model.name} ${v.year}`;
  const dates: Fact[] = [
    fact('רישיון בתוקף עד', dateOr(v.licence_valid_until, 'לא צוין')),
    fact('טסט שנתי אחרון', dateOr(v.last_annual_test, 'לא צוין')),
    fact('עלה לכביש', v.on_road_since ? formatRoadDateHe(v.on_road_since) : 'לא צוין'),
  ];
  const ics: Block[] = v.licence_valid_until
    ? [{ kind: 'list', items: [[{ text: 'הוספת מועד חידוש הרישיון ליומן (ics)', href: `${vehiclePath(answer.plate)}/licence.ics` }]] }]
    : [];
  return {
    page: { id: `vehicle/${answer.plate}`, path: vehiclePath(answer.plate), type: 'live', title, summary: status, keywords: [] },
    lead: [{ text: status, strong: true }],
    // On the road (or a personal import on it) reads as settled; every other status needs the reader's attention.
    leadTone: ['on_road', 'personal_import'].includes(v.status_line.code) ? 'ok' : 'warn',
    facts: [],
    sections: [
      ...statusBanner(v),
      recallsSection(v),
      { heading: 'רישיון וטסט', blocks: [{ kind: 'facts', items: dates }, ...ics] },
      costSection(v),
      v.odometer ? odometerSection(v.odometer) : unreadSection('מד המרחק', HISTORY_HE),
      v.owners ? ownersSection(v.owners) : unreadSection('בעלות', 'מאגר העברות הבעלות'),
      v.changes ? changesSection(v.changes) : unreadSection('שינויים ברכב', HISTORY_HE),
      ...(v.extras ? [extrasSection(v.extras)] : []),
      modelSection(v, answer),
    ],
    sources: [],
    metadata: { plate: answer.plate, status: v.status, on_the_road: v.on_the_road, year: v.year, data_date: answer.data_date ?? null },
    crumbs: [],
    // A quote is for a car that can be insured: one off the road is offered none.
    offerCallback: v.on_the_road,
  };
}

// /vehicle/<plate>: one car's live answer as a page. Built from lookup_vehicle's `data` as REST returns it, never
// from a second computation, so the page, its twin and the API say the same. Order is for a person: status
// first, then open recalls, licence and test dates, fee and running-cost estimate, then the model's facts.
import type { z } from 'zod';
import type { Fuel, VehicleClass } from '../shards/schemas.ts';
import type { Confidence } from '../rules/rule-schemas.ts';
import { CONFIDENCE_HE, formatDateHe, formatIls, formatMonth, FUEL_HE, VEHICLE_CLASS_HE } from '../markdown/format.ts';
import type { Block, Fact, Inline, PageModel, Section } from './page-model.ts';

type Mark = Confidence;

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
  ownership_he: string | null;
  safety_systems: { label_he: string }[] | null;
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

function statusLine(v: Vehicle): string {
  if (v.status === 'active') return 'הרכב פעיל: על הכביש לפי מאגר משרד התחבורה.';
  if (v.status === 'inactive') return 'הרכב אינו פעיל: ירד מהכביש ולא בוטל סופית.';
  return v.off_road_since
    ? `הרכב בוטל סופית (גריטה או יצוא) ב־${formatDateHe(v.off_road_since)}.`
    : 'הרכב בוטל סופית (גריטה או יצוא); המאגר אינו מציין מתי.';
}

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
    ...(v.ownership_he ? [fact('בעלות', v.ownership_he)] : []),
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
  const title = `רכב ${answer.plate}: ${v.make.name_he} ${v.model.name_he ?? v.model.name} ${v.year}`;
  const dates: Fact[] = [
    fact('רישיון בתוקף עד', dateOr(v.licence_valid_until, 'לא צוין')),
    fact('טסט שנתי אחרון', dateOr(v.last_annual_test, 'לא צוין')),
    fact('עלה לכביש', v.on_road_since ? formatMonth(v.on_road_since) : 'לא צוין'),
  ];
  const ics: Block[] = v.licence_valid_until
    ? [{ kind: 'list', items: [[{ text: 'הוספת מועד חידוש הרישיון ליומן (ics)', href: `${vehiclePath(answer.plate)}/licence.ics` }]] }]
    : [];
  return {
    page: { id: `vehicle/${answer.plate}`, path: vehiclePath(answer.plate), type: 'live', title, summary: statusLine(v), keywords: [] },
    lead: [{ text: statusLine(v), strong: true }],
    facts: [],
    sections: [
      recallsSection(v),
      { heading: 'רישיון וטסט', blocks: [{ kind: 'facts', items: dates }, ...ics] },
      costSection(v),
      modelSection(v, answer),
    ],
    sources: [],
    metadata: { plate: answer.plate, status: v.status, on_the_road: v.on_the_road, year: v.year, data_date: answer.data_date ?? null },
    crumbs: [],
    // A quote is for a car that can be insured: one off the road is offered none.
    offerCallback: v.on_the_road,
  };
}

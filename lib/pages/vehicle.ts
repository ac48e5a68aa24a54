// /vehicle/<plate>: one car's live answer as a page. Built from lookup_vehicle's `data` as REST returns it, never
// from a second computation, so the page, its twin and the API say the same. Order is for a person: status
// first, then open recalls, licence and test dates, fee and running-cost estimate, odometer, owners, changes,
// tow hitch and tyres, then the model's facts. Each history fact names its dataset and data date; a history
// dataset that could not be read now is said to be so, never left out silently.
// The page's words are the vehicle catalogue's (lib/i18n/catalogues/vehicle/) in the reader's language; the
// ministry's Hebrew values come through the answer's glossary reading (`vehicle.localized`, asked with lang), and
// a text the answer gives in Hebrew and English only is shown in Hebrew, marked so, on an Arabic page.
import type { OwnershipType } from '../rules/ownership-types.ts';
import type { FactSource } from '../plate-answer/fact-source.ts';
import type { Vehicle, VehicleLookupData } from '../plate-answer/vehicle.ts';
import type { GlossaryText } from '../rules/glossary.ts';
import {
  confidenceWord,
  formatDate,
  formatFirstRegistration,
  formatInt,
  formatMoney,
  formatMonth,
  fuelWord,
  vehicleClassWord,
} from '../text/format.ts';
import { HISTORY_CHANGE_LABELS, HISTORY_CHANGE_TEXTS, changesText } from '../labels/history-changes.ts';
import { answerIn } from '../i18n/localized-member.ts';
import { hasHebrewLetter } from '../text/hebrew-script.ts';
import { OWNERSHIP_PUBLISHED_FROM } from '../rules/fleet-history.ts';
import type { Block, Fact, Inline, PageModel, Section } from './page-model.ts';
import { RAW_SOURCES, type RawSource } from '../datasets/raw-sources.ts';
import { answerText, attentionFacts, unchecked, whereKept, type AttentionFact, type VehicleSectionId } from './vehicle-attention.ts';
import { absoluteUrl, vehiclePath } from '../urls/page-urls.ts';
import { vehicleCalendarPath, vehicleFeedPath, webcalUrl, type FeedLink } from '../urls/feed-urls.ts';
import { message, translator, type Translator } from '../i18n/messages.ts';
import { asPublished, asPublishedLabel } from './as-published.ts';
import { AUTHORITY_LANG, localizedPath, type Lang } from '../i18n/lang.ts';
import { TRANSLATED_PAGE_TYPES } from './translated-page-types.ts';
import { hasCalendar } from '../calendar/vehicle-calendar.ts';
import { datasetNameIn } from '../rules/sources.ts';

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
  /**
   * The query string of the page's address (URL-encoded, without "?"), where the path alone does not say what the
   * page answers (a search's words): the language switch keeps it, so the other language answers the same question.
   */
  query?: string;
  /**
   * The site path the page cites, in the page's language, where its own address is no page to cite (a 404 page
   * cites the nearest page that exists).
   */
  cite?: string;
}
/** `feeds`: the page's own feeds, linked from its head (a car's page: the car's feed). */
export type VehiclePageModel = Omit<PageModel, 'page'> & { page: LivePage; feeds?: FeedLink[] };

/** The words of one page: its translator, and dates in its language. */
interface Words extends Translator {
  date(iso: string | null, none?: string): string;
}

function words(lang: Lang): Words {
  const tr = translator(lang);
  return { ...tr, date: (iso, none = tr.t('vehicle.notGiven')) => (iso ? formatDate(iso, lang) : none) };
}

const fact = (term: string, ...value: Inline[]): Fact => ({ term, value });
const ltr = (text: string): Inline => ({ text, dir: 'ltr' });
/** A data value as the page shows it: in Hebrew on a Hebrew page, else as the glossary gives it, marked by language. */
const valueIn = (w: Words, hebrew: string, localized: GlossaryText | null | undefined): Inline => {
  if (w.lang === AUTHORITY_LANG) return hebrew;
  // A fallback is Hebrew, or English for a make: the two an Inline can mark.
  if (localized)
    return localized.lang === w.lang || (localized.lang !== 'he' && localized.lang !== 'en')
      ? localized.text
      : { text: localized.text, lang: localized.lang };
  return { text: hebrew, lang: 'he' };
};
/** A value the ministry writes in Hebrew with no glossary: itself, marked Hebrew on another language's page. */
const hebrewValue = (w: Words, text: string): Inline => (w.lang === AUTHORITY_LANG ? text : { text, lang: 'he' });
/** A link to a site page of `type`: its page in the reader's language where one exists. */
const sitePath = (w: Words, path: string, type: 'model' | 'model_year') =>
  TRANSLATED_PAGE_TYPES.has(type) ? localizedPath(path, w.lang) : path;

/** "Source: <dataset, linked to its page> (resource Y) on data.gov.il, data of D" under a history fact. */
function sourceNote(w: Words, source: FactSource): Block {
  const known = (RAW_SOURCES as Partial<Record<string, RawSource>>)[source.dataset];
  const dataset: Inline = known
    ? { text: datasetNameIn(known, w.lang), href: known.dataset_url }
    : { text: source.dataset, dir: 'ltr', code: true };
  return {
    kind: 'paragraph',
    role: 'note',
    text: w.rich<Inline & object>('vehicle.source', {
      dataset: () => dataset as Inline & object,
      id: () => ({ text: source.resource_id ?? '', dir: 'ltr', code: true }),
      resource: source.resource_id ? 'id' : 'none',
      date: formatDate(source.data_date, w.lang),
    }),
  };
}

const note = (...text: Inline[]): Block => ({ kind: 'paragraph', text, role: 'note' });

/** The banner's lines after the status itself: the other conditions that hold, then the datasets' disagreements. */
function statusBanner(w: Words, v: Vehicle): Section {
  const line = v.status_line;
  const strong = (i: Inline): Inline => (typeof i === 'string' ? { text: i, strong: true } : { ...i, strong: true });
  return {
    id: 'status',
    blocks: [
      ...(line.also.length ? [{ kind: 'list', items: line.also.map((c) => [strong(answerText(c, w.lang))]) } as Block] : []),
      ...(v.import_type_he
        ? [
            {
              kind: 'facts',
              items: [fact(w.t('vehicle.model.importType'), valueIn(w, v.import_type_he, v.localized?.import_type))],
            } as Block,
          ]
        : []),
      ...line.notes.map((n) => note(answerText(n, w.lang))),
      sourceNote(w, line.source),
    ],
  };
}

const linked = (i: Inline, href: string): Inline => (typeof i === 'string' ? { text: i, href } : { ...i, href });

/** "<what the fact is>. Where: <place, linked>, phone <n>; <place>": the line after a fact. */
function meaningLine(w: Words, f: AttentionFact): Inline[] {
  const places = f.places.flatMap((p, i): Inline[] => [
    ...(i > 0 ? [w.t('vehicle.attention.placeSeparator')] : []),
    p.url ? linked(p.name, p.url) : p.name,
    // An importer is named as the notice writes it, in Hebrew: said so on another language's page.
    ...(typeof p.name === 'object' && p.name.lang === 'he' ? [asPublishedLabel(w)] : []),
    ...(p.phone ? [' ', w.t('vehicle.attention.phone'), ' ', ltr(p.phone)] : []),
  ]);
  return [' ', f.meaning, ...(places.length ? [' ', w.t('vehicle.attention.where'), ' ', ...places] : [])];
}

/**
 * The facts that deserve a person's attention, each linked to its section with what it is and where it is kept;
 * or that the data shows none of them. Then what the data does not tell, and who keeps that.
 */
function attentionSection(w: Words, answer: FoundVehicle): Section {
  const facts = attentionFacts(answer.vehicle, w);
  const cannot = unchecked(answer.vehicle, w);
  const found = attentionFound(w, answer.plate, facts);
  return {
    id: 'attention',
    heading: w.t('vehicle.attention.heading'),
    ...(facts.length ? { tone: 'warn' as const } : {}),
    blocks: [
      found,
      ...(cannot.length
        ? [note(w.t('vehicle.attention.unchecked', { what: cannot.join(w.t('vehicle.attention.uncheckedSeparator')) }))]
        : []),
      note(w.t('vehicle.attention.notCovered', { since: OWNERSHIP_PUBLISHED_FROM })),
      note(w.t('vehicle.attention.keptHeading')),
      { kind: 'list', items: whereKept(w).map((i) => [i]) },
    ],
  };
}

/** The facts as a list, each linked to its section of the plate's page; or the sentence that the data shows none. */
function attentionFound(w: Words, plate: string, facts: readonly AttentionFact[]): Block {
  const at = (id: VehicleSectionId) => `${localizedPath(vehiclePath(plate), w.lang)}#${id}`;
  return facts.length
    ? { kind: 'list', items: facts.map((f) => [linked(f.text, at(f.section)), ...meaningLine(w, f)]) }
    : { kind: 'paragraph', text: [w.t('vehicle.attention.noneFound', { since: OWNERSHIP_PUBLISHED_FROM })] };
}

/**
 * The attention list alone, for an answer that carries the page's facts but not the car (check_open_recall, whose
 * `attention` is this page's list in words): the page's heading, tone and list.
 */
export function attentionListSection(lang: Lang, plate: string, facts: readonly AttentionFact[]): Section {
  const w = words(lang);
  return {
    id: 'attention',
    heading: w.t('vehicle.attention.heading'),
    ...(facts.length ? { tone: 'warn' as const } : {}),
    blocks: [attentionFound(w, plate, facts)],
  };
}

const km = (w: Words, n: number) => w.t('vehicle.km', { km: formatInt(n) });

function odometerSection(w: Words, odometer: NonNullable<Vehicle['odometer']>): Section {
  const facts: Fact[] =
    odometer.km === null
      ? []
      : [
          fact(w.t('vehicle.odometer.reading'), km(w, odometer.km)),
          fact(w.t('vehicle.odometer.asOf'), w.date(odometer.as_of)),
          ...(odometer.km_per_year === null ? [] : [fact(w.t('vehicle.odometer.perYear'), km(w, odometer.km_per_year))]),
        ];
  facts.push(fact(w.t('vehicle.odometer.verdict'), w.t(`vehicle.verdict.${odometer.verdict}`)));
  const rule = answerIn(odometer, 'rule', w.lang);
  return {
    id: 'odometer',
    heading: w.t('vehicle.odometer.heading'),
    blocks: [
      { kind: 'facts', items: facts },
      { kind: 'paragraph', text: [answerText(odometer, w.lang)] },
      // The rule is the service's own and its Hebrew text governs; a translation says so.
      note(w.t('vehicle.odometer.rule', { rule }), ...(w.lang === AUTHORITY_LANG ? [] : [` (${w.t('common.translationNotice')})`])),
      sourceNote(w, odometer.sources.reading),
    ],
  };
}

/** The type's label; a word the vocabulary lacks is shown as written and said to be so. */
function ownershipIn(w: Words, o: OwnershipType | null, localized?: GlossaryText | null): Inline {
  if (o === null) return w.t('vehicle.notGiven');
  if (w.lang === AUTHORITY_LANG) return o.recognised ? o.label_he : w.t('vehicle.owners.unrecognised', { label: o.label_he });
  if (!o.recognised) return { text: w.t('vehicle.owners.unrecognised', { label: o.label_he }), lang: 'he' };
  if (localized?.lang === w.lang) return localized.text;
  return w.lang === 'en' ? o.label_en : o.label_ar;
}

function ownersSection(w: Words, v: Vehicle, owners: NonNullable<Vehicle['owners']>): Section {
  const rows = owners.rows.map(
    (r) => [formatMonth(r.month), ': ', ownershipIn(w, r.ownership), ` (${w.t('vehicle.owners.rowKind', { kind: r.kind })})`] as Inline[],
  );
  // The glossary reads the registry's current type; the rows' own types go through the answer's English.
  const current = owners.current_ownership?.label_he === v.ownership?.label_he ? v.localized?.ownership : null;
  const first = owners.first_registration;
  const hand = w.t('vehicle.owners.handValue', { basis: owners.hand.basis, formatted: formatInt(owners.hand.number) });
  return {
    id: 'owners',
    heading: w.t('vehicle.owners.heading'),
    blocks: [
      {
        kind: 'facts',
        items: [
          fact(w.t('vehicle.owners.changesSince', { since: OWNERSHIP_PUBLISHED_FROM }), formatInt(owners.changes_since_2017)),
          fact(w.t('vehicle.owners.hand'), hand),
          ...(first
            ? [fact(w.t('vehicle.owners.firstRegistration'), formatMonth(first.month), ': ', ownershipIn(w, first.ownership))]
            : []),
          fact(w.t('vehicle.owners.current'), ownershipIn(w, owners.current_ownership, current)),
        ],
      },
      { kind: 'paragraph', text: [answerText(owners, w.lang)] },
      note(w.t('vehicle.owners.howCounted')),
      ...(rows.length ? [note(w.t('vehicle.owners.eachRow')), { kind: 'list', items: rows } as Block] : []),
      ...owners.notes.map((n) => note(answerText(n, w.lang))),
      sourceNote(w, owners.sources.changes),
    ],
  };
}

function changesSection(w: Words, changes: NonNullable<Vehicle['changes']>): Section {
  const items = changes.items.map((i) =>
    fact(
      HISTORY_CHANGE_LABELS[i.key][w.lang],
      i.value === null ? HISTORY_CHANGE_TEXTS.flag_empty[w.lang] : i.value ? w.t('vehicle.yes') : w.t('vehicle.no'),
    ),
  );
  const made = changes.known ? changes.items.filter((i) => i.value === true).map((i) => i.key) : null;
  return {
    id: 'changes',
    heading: w.t('vehicle.changes.heading'),
    blocks: [
      { kind: 'paragraph', text: [w.lang === AUTHORITY_LANG ? changes.text_he : changesText(made, w.lang)] },
      ...(items.length ? [{ kind: 'facts', items } as Block] : []),
      sourceNote(w, changes.source),
    ],
  };
}

/** A tyre's load index and speed symbol as the sidewall writes them ("94H"). */
function tyreCode(w: Words, t: { load_index: string | null; speed_symbol: string | null }): Inline {
  const code = `${t.load_index ?? ''}${t.speed_symbol ?? ''}`;
  return code ? ltr(code) : w.t('vehicle.notGiven');
}

/** The ministry's two tow-hitch values are the catalogue's Hebrew words, so each is said in the reader's language. */
const TOW_HITCH_VALUES = ['fixed', 'none'] as const;

function towHitch(w: Words, hebrew: string | null): Inline[] {
  if (!hebrew) return [w.t('vehicle.notGiven')];
  if (w.lang === AUTHORITY_LANG) return [hebrew];
  const known = TOW_HITCH_VALUES.find((k) => message(AUTHORITY_LANG, `vehicle.extras.towHitch.${k}`) === hebrew.trim());
  return known ? [w.t(`vehicle.extras.towHitch.${known}`)] : asPublished(hebrew, w);
}

function extrasSection(w: Words, extras: NonNullable<Vehicle['extras']>): Section {
  return {
    heading: w.t('vehicle.extras.heading'),
    blocks: [
      {
        kind: 'facts',
        items: [
          fact(w.t('vehicle.extras.towHitch'), ...towHitch(w, extras.tow_hitch_he)),
          fact(w.t('vehicle.extras.front'), tyreCode(w, extras.tyres.front)),
          fact(w.t('vehicle.extras.rear'), tyreCode(w, extras.tyres.rear)),
        ],
      },
      sourceNote(w, extras.source),
    ],
  };
}

/** A section whose dataset could not be read for this answer: says so rather than leaving it out. */
const unreadSection = (w: Words, id: VehicleSectionId, heading: string, dataset: string): Section => ({
  id,
  heading,
  blocks: [note(w.t('vehicle.unread', { dataset }))],
});

/** The page's open-recalls section from the answer's `open_recalls` (lookup_vehicle's and check_open_recall's alike). */
export function openRecallsSection(lang: Lang, open: Vehicle['open_recalls']): Section {
  return recallsSection(words(lang), open);
}

function recallsSection(w: Words, open: Vehicle['open_recalls']): Section {
  const heading = w.t('vehicle.recalls.heading');
  if (open === null) {
    return { id: 'recalls', heading, blocks: [{ kind: 'paragraph', text: [w.t('vehicle.recalls.unavailable')], role: 'note' }] };
  }
  // The open-recall list follows the importers' campaigns: for a personal import "none" may only mean "not listed".
  const coverage = open.coverage;
  if (open.count === 0) {
    const none = coverage ? w.t('vehicle.recalls.nonePersonalImport') : w.t('vehicle.recalls.none');
    return { id: 'recalls', heading, blocks: [{ kind: 'paragraph', text: [none] }] };
  }
  const cards: Block = {
    kind: 'cards',
    items: open.recalls.map((r) => ({
      title: w.t('vehicle.recalls.card', { id: r.recall_id }),
      facts: [
        fact(w.t('vehicle.recalls.opened'), w.date(r.opened_date)),
        fact(w.t('vehicle.recalls.problem'), ...(r.problem_he ? asPublished(r.problem_he, w) : [w.t('vehicle.notPublished')])),
        fact(w.t('vehicle.recalls.fix'), ...(r.fix_he ? asPublished(r.fix_he, w) : [w.t('vehicle.notPublished')])),
        ...(r.importer ? [fact(w.t('vehicle.recalls.importer'), ...asPublished(r.importer, w))] : []),
        ...(r.phone ? [fact(w.t('vehicle.recalls.phone'), ltr(r.phone))] : []),
      ],
    })),
  };
  return {
    id: 'recalls',
    heading: w.t('vehicle.recalls.headingCount', { count: formatInt(open.count) }),
    blocks: [cards, ...(coverage ? [note(answerText(coverage, w.lang))] : [])],
  };
}

/** Why the fee is not given, in the catalogue's words for the `missing` code. */
function noFee(w: Words, v: Vehicle): string {
  const why = v.missing.find((m) => m.member === 'licence_fee');
  if (!why) return w.t('vehicle.cost.feeUnknown');
  const word = why.code === 'not_on_road' ? w.t('vehicle.cost.feeNone') : w.t('vehicle.cost.feeUnknown');
  return w.t('vehicle.cost.feeWhy', { word, why: w.t(`vehicle.missing.${why.code}`) });
}

function costSection(w: Words, v: Vehicle): Section {
  const money = (n: number) => formatMoney(n, w.lang);
  const facts: Fact[] = [];
  if (v.licence_fee) {
    const f = v.licence_fee;
    facts.push(
      fact(
        w.t('vehicle.cost.fee'),
        w.t('vehicle.cost.feeValue', {
          total: money(f.total),
          fee: money(f.fee),
          addon: money(f.broadcasting_addon),
          confidence: confidenceWord(f.confidence, w.lang),
        }),
      ),
    );
  } else facts.push(fact(w.t('vehicle.cost.fee'), noFee(w, v)));
  if (v.licence_fee_retrofit_discount) facts.push(fact(w.t('vehicle.cost.discount'), w.t('vehicle.cost.discountValue')));
  const cost = v.running_cost_estimate;
  if (cost?.annual_total) {
    const { min, max } = cost.annual_total;
    const range = min === max ? money(min) : `${money(min)}–${money(max)}`;
    facts.push(
      fact(
        w.t('vehicle.cost.estimate'),
        w.t('vehicle.cost.estimateValue', {
          range,
          km: formatInt(cost.annual_km),
          confidence: confidenceWord(cost.annual_km_confidence, w.lang),
        }),
      ),
    );
  }
  return { heading: w.t('vehicle.cost.heading'), blocks: [{ kind: 'facts', items: facts }] };
}

/** The model's name: the Hebrew one on a Hebrew page where the catalog has it, else as the ministry writes it (Latin). */
const modelName = (w: Words, v: Vehicle) => (w.lang === AUTHORITY_LANG ? (v.model.name_he ?? v.model.name) : v.model.name);
/** The make: Hebrew on a Hebrew page, else the glossary's reading, else its English name. */
function makeName(w: Words, v: Vehicle): Inline {
  if (w.lang === AUTHORITY_LANG) return v.make.name_he;
  return valueIn(w, v.make.name_he, v.localized?.make ?? (v.make.name_en ? { text: v.make.name_en, lang: 'en', translated: false } : null));
}
const plainText = (i: Inline) => (typeof i === 'string' ? i : i.text);
/** A ministry value written in Latin or in Hebrew (a trim): as written, marked Hebrew on another language's page if it is. */
const asWritten = (w: Words, text: string): Inline => (hasHebrewLetter(text) ? hebrewValue(w, text) : text);

/** The safety systems the answer names, in the reader's language. */
function safetyList(w: Words, systems: NonNullable<Vehicle['safety_systems']>): Inline {
  return systems.map((s) => answerIn(s, 'label', w.lang)).join(w.t('vehicle.attention.uncheckedSeparator'));
}

function modelSection(w: Words, v: Vehicle): Section {
  const name = modelName(w, v);
  const modelInline: Inline = w.lang === AUTHORITY_LANG ? name : { text: name, lang: 'en' };
  const links: Inline[][] = [];
  if (v.model_url)
    links.push([{ text: w.t('vehicle.model.page', { model: name }), href: sitePath(w, new URL(v.model_url).pathname, 'model') }]);
  if (v.model_year_url) {
    const href = sitePath(w, new URL(v.model_year_url).pathname, 'model_year');
    links.push([{ text: w.t('vehicle.model.yearPage', { year: String(v.year) }), href }]);
  }
  const fuel: Inline = v.fuel.type
    ? fuelWord(v.fuel.type, w.lang)
    : v.fuel.registry_he
      ? valueIn(w, v.fuel.registry_he, v.localized?.fuel)
      : w.t('vehicle.notGiven');
  const facts = [
    fact(w.t('vehicle.model.make'), makeName(w, v)),
    fact(w.t('vehicle.model.model'), modelInline),
    fact(w.t('vehicle.model.year'), String(v.year)),
    ...(v.trim ? [fact(w.t('vehicle.model.trim'), asWritten(w, v.trim))] : []),
    fact(w.t('vehicle.model.class'), vehicleClassWord(v.vehicle_class, w.lang)),
    fact(w.t('vehicle.model.fuel'), fuel),
    ...(v.colour_he ? [fact(w.t('vehicle.model.colour'), valueIn(w, v.colour_he, v.localized?.colour))] : []),
    ...(v.ownership ? [fact(w.t('vehicle.model.ownership'), ownershipIn(w, v.ownership, v.localized?.ownership))] : []),
    ...(v.safety_systems?.length ? [fact(w.t('vehicle.model.safety'), safetyList(w, v.safety_systems))] : []),
  ];
  return {
    heading: w.t('vehicle.model.heading'),
    blocks: [{ kind: 'facts', items: facts }, ...(links.length ? [{ kind: 'list', items: links } as Block] : [])],
  };
}

/**
 * "Follow this car": its feed and, where it has dates (`hasCalendar`), its calendar, both regenerated from the live
 * look-up whenever a reader or a calendar app asks, and what following reveals: the addresses hold the plate. A car
 * off the road or without a licence or test date is offered no calendar, and the section says why. Both are
 * written in Hebrew, which a page in another language says.
 */
function followSection(w: Words, v: Vehicle, plate: string, base: string): Section {
  const feed: Inline[] = [{ text: w.t('vehicle.follow.feed'), href: vehicleFeedPath(plate) }];
  if (!hasCalendar(v)) {
    return {
      id: 'follow',
      heading: w.t('vehicle.follow.heading'),
      blocks: [
        { kind: 'paragraph', text: [w.t('vehicle.follow.textFeedOnly')] },
        { kind: 'list', items: [feed] },
        note(w.t(v.on_the_road ? 'vehicle.follow.noCalendar.noDates' : 'vehicle.follow.noCalendar.offRoad')),
        ...(w.lang === AUTHORITY_LANG ? [] : [note(w.t('vehicle.follow.hebrewNoteFeed'))]),
        note(w.t('vehicle.follow.privacyFeed')),
      ],
    };
  }
  const calendar = absoluteUrl(base, vehicleCalendarPath(plate));
  return {
    id: 'follow',
    heading: w.t('vehicle.follow.heading'),
    blocks: [
      { kind: 'paragraph', text: [w.t('vehicle.follow.text')] },
      {
        kind: 'list',
        items: [
          feed,
          [{ text: w.t('vehicle.follow.webcal'), href: webcalUrl(calendar) }],
          [{ text: w.t('vehicle.follow.ics'), href: vehicleCalendarPath(plate) }],
        ],
      },
      ...(w.lang === AUTHORITY_LANG ? [] : [note(w.t('vehicle.follow.hebrewNote'))]),
      note(w.t('vehicle.follow.privacy')),
    ],
  };
}

/** The page's title: "Vehicle <plate>: <make> <model> <year>" in the reader's language. */
export function vehicleTitle(answer: FoundVehicle, lang: Lang): string {
  const w = words(lang);
  const v = answer.vehicle;
  return w.t('vehicle.title', { plate: answer.plate, car: `${plainText(makeName(w, v))} ${modelName(w, v)} ${v.year}` });
}

/**
 * The page of a plate lookup_vehicle found; `answer.vehicle` must be set. `base`: the site origin (webcal link).
 * `lang`: the language the page is written in; the answer should have been asked with it (its `localized` values).
 */
export function vehiclePageModel(answer: FoundVehicle, base: string, lang: Lang = AUTHORITY_LANG): VehiclePageModel {
  const w = words(lang);
  const v = answer.vehicle;
  const status = answerText(v.status_line, lang);
  const dates: Fact[] = [
    fact(w.t('vehicle.licence.validUntil'), w.date(v.licence_valid_until)),
    fact(w.t('vehicle.licence.lastTest'), w.date(v.last_annual_test)),
    fact(w.t('vehicle.licence.onRoad'), v.on_road_since ? roadDate(w, v.on_road_since) : w.t('vehicle.notGiven')),
  ];
  return {
    page: {
      id: `vehicle/${answer.plate}`,
      path: vehiclePath(answer.plate),
      type: 'live',
      title: vehicleTitle(answer, lang),
      summary: status,
      keywords: [],
    },
    lead: [{ text: status, strong: true }],
    // Plain for a car simply on the road; any other status is itself a fact that needs attention. Never green:
    // "on the road" says nothing of the recalls, reading or changes the list below may hold.
    leadTone: v.status_line.code === 'on_road' ? 'plain' : 'warn',
    facts: [],
    sections: [
      statusBanner(w, v),
      attentionSection(w, answer),
      recallsSection(w, v.open_recalls),
      { id: 'licence', heading: w.t('vehicle.licence.heading'), blocks: [{ kind: 'facts', items: dates }] },
      followSection(w, v, answer.plate, base),
      costSection(w, v),
      v.odometer
        ? odometerSection(w, v.odometer)
        : unreadSection(w, 'odometer', w.t('vehicle.odometer.heading'), w.t('vehicle.unread.history')),
      v.owners ? ownersSection(w, v, v.owners) : unreadSection(w, 'owners', w.t('vehicle.owners.heading'), w.t('vehicle.unread.owners')),
      v.changes ? changesSection(w, v.changes) : unreadSection(w, 'changes', w.t('vehicle.changes.heading'), w.t('vehicle.unread.history')),
      ...(v.extras ? [extrasSection(w, v.extras)] : []),
      modelSection(w, v),
    ],
    sources: [],
    metadata: { plate: answer.plate, status: v.status, on_the_road: v.on_the_road, year: v.year, data_date: answer.data_date ?? null },
    crumbs: [],
    // A quote is for a car that can be insured: one off the road is offered none.
    offerCallback: v.on_the_road,
    feeds: [{ path: vehicleFeedPath(answer.plate), title: w.t('vehicle.follow.feed'), lang: AUTHORITY_LANG }],
  };
}

/** The registry's first-registration month ("2019-03") or year alone ("2019"), as the page writes it. */
const roadDate = (w: Words, value: string) => formatFirstRegistration(value, w.lang);

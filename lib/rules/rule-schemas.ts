// Schemas of the rule tables kept as data in raw/rules/. The pipeline validates them and publishes them as
// rules/<name>.json shards; the rule functions read only the published shard.
import { z } from 'zod';
import { API_PREFIX } from '../api/api-paths.ts';

const Sourced = z.object({ source: z.string().min(1), retrieved: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
/** confirmed: a primary source or real API answer; secondary: a public copy or report of one; inferred: derived
 * here from other figures; estimate: an assumption or model, not a published figure. */
export const Confidence = z.enum(['confirmed', 'secondary', 'inferred', 'estimate']);
export type Confidence = z.infer<typeof Confidence>;

export const TextsRule = Sourced.extend({
  disclaimer_he: z.string().min(1),
  disclaimer_en: z.string().min(1),
  source_he: z.string().min(1),
  source_en: z.string().min(1),
  handoff_offer_he: z.string().min(1),
  consent: z.object({ version: z.string().min(1), text_he: z.string().min(1), text_en: z.string().min(1) }),
});

const FeeColumn = z.object({
  /** First year of first registration in the column; null for the oldest column ("and older"). */
  first_registration_from: z.number().int().nullable(),
  first_registration_to: z.number().int(),
  label_he: z.string().min(1),
  label_en: z.string().min(1),
  /** How sure the printed label is (the year range is what decides the column). */
  label_confidence: Confidence,
});

/** The licence-fee price group of a model (kvuzat agra): the rows of the fee table. */
export const PriceGroup = z.number().int().min(1).max(7);

export const LicenceFeeRule = Sourced.extend({
  source_url: z.string().url(),
  valid_from: z.string(),
  valid_to: z.string(),
  currency: z.literal('ILS'),
  applies_to: z.string(),
  column_rule_he: z.string().min(1),
  column_rule_en: z.string().min(1),
  broadcasting_addon: z.object({
    amount: z.number().int(),
    confidence: Confidence,
    note_he: z.string(),
    note_en: z.string(),
    conflict_he: z.string().min(1).optional(),
    conflict_en: z.string().min(1).optional(),
  }),
  /** Newest first; the ranges of first-registration years are contiguous and only the last is open-ended. */
  columns: z.array(FeeColumn).length(4),
  groups: z
    .array(
      z.object({
        price_group: PriceGroup,
        price_when_new: z.object({ from: z.number().int().nullable(), to: z.number().int().nullable() }),
        fees: z.array(z.number().int().positive()).length(4),
        confidence: z.array(Confidence).length(4),
      }),
    )
    .length(7),
}).refine(
  (r) =>
    r.columns.every((c, i) =>
      i === r.columns.length - 1
        ? c.first_registration_from === null
        : c.first_registration_from !== null &&
          c.first_registration_from <= c.first_registration_to &&
          r.columns[i + 1]!.first_registration_to === c.first_registration_from - 1,
    ),
  { message: 'columns must be newest first, contiguous year ranges, the last one open-ended ("and older")' },
);

const HeEn = z.object({ he: z.string().min(1), en: z.string().min(1) });
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const RetrofitDiscountRule = Sourced.extend({
  /** Always a licence-fee discount; the literal keeps anyone from presenting it as an insurance discount. */
  kind: z.literal('licence_fee_discount'),
  not_insurance_he: z.string().min(1),
  not_insurance_en: z.string().min(1),
  currency: z.literal('ILS'),
  total: z.number().int().positive(),
  confidence: Confidence,
  instalments: z.array(z.object({ renewal: z.number().int().positive(), max_amount: z.number().int().positive() })).min(1),
  procedure: z.object({ number: z.number().int(), name_he: z.string().min(1), name_en: z.string().min(1) }),
  eligible_plates_resource_id: z.string().uuid(),
  eligibility: z.object({
    vehicle_class: z.literal('private'),
    max_total_weight_kg: z.number().int().positive(),
    first_registration_from: IsoDate,
    /** Exclusive bound: registered before this day. */
    first_registration_before: IsoDate,
    requires_missing_factory_systems: z.array(z.enum(['lane_departure_warning', 'forward_collision_warning'])).min(1),
    conditions_he: z.array(z.string().min(1)).min(1),
    conditions_en: z.array(z.string().min(1)).min(1),
  }),
  summary_he: z.string().min(1),
  summary_en: z.string().min(1),
}).refine((r) => r.instalments.reduce((sum, i) => sum + i.max_amount, 0) === r.total, { message: 'instalments must add up to total' });

const PolicyText = z.object({
  lead_he: z.string().min(1),
  points_he: z.array(z.string().min(1)).min(1),
  example_he: z.string().min(1),
  total_loss_he: z.string().min(1),
  extension_he: z.string().min(1).nullable(),
});

export const StandardPolicyRule = Sourced.extend({
  regulation_he: z.string().min(1),
  regulation_en: z.string().min(1),
  age_rule_he: z.string().min(1),
  age_rule_en: z.string().min(1),
  /**
   * Month boundaries, the only place they are written (tiers and edges name their tier, not its months):
   * months <= new_max_months is `new`, <= mid_max_months is `mid`, else `old`.
   */
  boundaries: z
    .object({ new_max_months: z.number().int().positive(), mid_max_months: z.number().int().positive() })
    .refine((b) => b.mid_max_months > b.new_max_months, { message: 'mid_max_months must be greater than new_max_months' }),
  total_loss: z.object({ min_damage_share: z.number().gt(0).lte(1), deductible: z.literal(false) }),
  tiers: z.tuple([
    PolicyText.extend({ key: z.literal('new'), label_he: z.string(), label_en: z.string() }),
    PolicyText.extend({ key: z.literal('mid'), label_he: z.string(), label_en: z.string() }),
    PolicyText.extend({ key: z.literal('old'), label_he: z.string(), label_en: z.string() }),
  ]),
  edges: z.tuple([PolicyText.extend({ key: z.literal('edge2') }), PolicyText.extend({ key: z.literal('edge9') })]),
});

const Factor = HeEn.extend({ key: z.string().regex(/^[a-z_]+$/) });

export const ChovaFactorsRule = Sourced.extend({
  calculator_url: z.string().url(),
  no_prices_he: z.string().min(1),
  no_prices_en: z.string().min(1),
  weighting_he: z.string().min(1),
  weighting_en: z.string().min(1),
  car_factors: z.array(Factor).min(1),
  driver_factors: z.array(Factor).min(1),
});

const Note = z.object({ note_en: z.string().min(1), confidence: Confidence });

export const RunningCostRule = Sourced.extend({
  label_he: z.string().min(1),
  label_en: z.string().min(1),
  currency: z.literal('ILS'),
  annual_km: z.number().int().positive(),
  annual_km_as_of: z.string().regex(/^\d{4}(-\d{2})?$/),
  annual_km_confidence: Confidence,
  annual_km_note_en: z.string().min(1),
  /** A price no source gives stays null (with its note saying so) rather than guessed. */
  energy_prices: z
    .array(
      z
        .object({
          fuel: z.enum(['petrol', 'diesel', 'electricity']),
          unit: z.enum(['litre', 'kWh']),
          price: z.number().positive().nullable(),
          as_of: z
            .string()
            .regex(/^\d{4}-\d{2}$/)
            .nullable(),
          confidence: Confidence.nullable(),
          note_en: z.string().min(1),
        })
        .refine((p) => (p.price === null) === (p.as_of === null) && (p.price === null) === (p.confidence === null), {
          message: 'a price carries its month and confidence; a missing price has neither',
        }),
    )
    .length(3),
  consumption: z.object({
    petrol_litres_per_100km_from_co2: Note.extend({ divisor: z.number().positive() }),
    diesel_litres_per_100km_from_co2: Note.extend({ divisor: z.number().positive() }),
    electric_kwh_per_100km: Note.extend({ value: z.number().positive() }),
    plugin_hybrid: Note.extend({ petrol_from_co2: z.boolean(), electric_kwh_per_100km: z.number().nonnegative() }),
  }),
});

export const PrivacyRule = Sourced.extend({
  erasure: z.object({
    method: z.literal('DELETE'),
    path: z.string().startsWith(`${API_PREFIX}/`),
    text_he: z.string().min(1),
    text_en: z.string().min(1),
  }),
  retention: z.object({ env: z.string().min(1), default_days: z.number().int().positive() }),
  sections: z
    .array(
      z.object({
        key: z.string().regex(/^[a-z_]+$/),
        title_he: z.string().min(1),
        title_en: z.string().min(1),
        text_he: z.string().min(1),
        text_en: z.string().min(1),
      }),
    )
    .min(1),
});

export const SourcesRule = Sourced.extend({
  datasets: z
    .array(
      z.object({
        /** Matches the raw/ source key (lib/datasets/raw-sources.ts) for ministry datasets. */
        key: z.string().regex(/^[a-zA-Z]+$/),
        name_he: z.string().min(1),
        name_en: z.string().min(1),
        resource_id: z.string().uuid().nullable(),
        dataset_url: z.string().url().nullable(),
        licence: z.string().min(1),
        used_for_he: z.string().min(1),
        used_for_en: z.string().min(1),
      }),
    )
    .min(1),
  /** Published datasets the service does not read on purpose, with the reason the sources page gives. */
  left_out: z.array(
    z.object({
      name_he: z.string().min(1),
      name_en: z.string().min(1),
      resource_id: z.string().uuid(),
      reason_he: z.string().min(1),
      reason_en: z.string().min(1),
    }),
  ),
});

export type TextsRule = z.infer<typeof TextsRule>;
export type LicenceFeeRule = z.infer<typeof LicenceFeeRule>;
export type RetrofitDiscountRule = z.infer<typeof RetrofitDiscountRule>;
export type StandardPolicyRule = z.infer<typeof StandardPolicyRule>;
export type ChovaFactorsRule = z.infer<typeof ChovaFactorsRule>;
export type RunningCostRule = z.infer<typeof RunningCostRule>;
export type PrivacyRule = z.infer<typeof PrivacyRule>;
export type SourcesRule = z.infer<typeof SourcesRule>;

/** Hebrew brand names (as in the registry's tozeret_nm / the model table's tozar) -> one make with a stable Latin slug. */
export const MakeNamesRule = Sourced.extend({
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
      }),
    )
    .min(1),
});
export type MakeNamesRule = z.infer<typeof MakeNamesRule>;

const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const Word = z.string().regex(/^[A-Z0-9א-ת]+$/, 'one upper-case word of letters and digits');
const Words = z.string().regex(/^[A-Z0-9א-ת]+(?: [A-Z0-9א-ת]+)*$/, 'upper-case words of letters and digits, one space apart');
const compiles = (pattern: string) => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};

/** A code pattern matches one whole word. */
export const wholeWord = (pattern: string) => new RegExp(`^(?:${pattern})$`);

/**
 * How the recall notices' free-text make (TOZAR_TEUR) and model (DEGEM) resolve to registry models. A notice is
 * attached only where these rules resolve its text to exactly that model or an explicit list of models.
 */
export const RecallModelNamesRule = Sourced.extend({
  /** Notice make texts whose models may be filed under other makes too (Lexus under TOYOTA), or that no make alias names. */
  make_texts: z.array(z.object({ text: z.string().min(1), makes: z.array(Slug).min(1), note_en: z.string().min(1) })),
  /** Makers of motorcycles, trucks and buses: their notices concern no car and are reported as such, never as failures. */
  not_a_car: z.array(z.object({ text: z.string().min(1), kind: z.enum(['motorcycle', 'truck', 'bus']) })).min(1),
  /** Characters that separate the items of a list ("VITO,VIANO"); a space-separated list is one of known names. */
  list_separators: z.array(z.string().length(1)).min(1),
  /** Misspellings in the notices, replaced word for word before anything else (TUSCON -> TUCSON). */
  spellings: z.array(z.object({ from: Words, to: Words })),
  /** Words that name no model (HUNTER L200); dropped when they are not part of a model name. */
  drop_words: z.array(Word),
  /** Chassis, generation and engine codes (NX4E, J12, the 167 of GLE 167), each a pattern one whole word must match. */
  code_patterns: z.array(
    z.object({ pattern: z.string().min(1).refine(compiles, 'not a valid regular expression'), examples: z.array(Word).min(1) }),
  ),
  /** Powertrain words a notice or a registry name may carry or leave out (COROLLA HYBRID; C-HR for C-HR HYBRID). */
  variant_words: z.array(Word),
  /** A make's model names start with its prefix, which the notices leave out (MAZDA "3" is MAZDA 3). */
  model_prefixes: z.array(z.object({ make: Slug, prefix: Words })),
  /** Model names of their own the registry may not hold (so a list naming them still splits): never attached. */
  known_models: z.array(z.object({ make: Slug, names: z.array(Words).min(1) })),
}).refine((r) => r.code_patterns.every((c) => !compiles(c.pattern) || c.examples.every((e) => wholeWord(c.pattern).test(e))), {
  message: 'every code pattern must match each of its examples',
});
export type RecallModelNamesRule = z.infer<typeof RecallModelNamesRule>;

const Template = HeEn.meta({ description: 'Text with {placeholders} the rule function fills in.' });

export const VehicleStatusRule = Sourced.extend({
  /** Registry origins (mkoriut_nm) that mean a personal import. */
  personal_import_origins_he: z.array(z.string().min(1)).min(1),
  test_overdue: z.object({
    /** Overdue when the licence has expired and the last annual test is more than this many months before the data date. */
    months_after_last_test: z.number().int().positive(),
    confidence: Confidence,
    rule_he: z.string().min(1),
    rule_en: z.string().min(1),
  }),
  lines: z.object({
    on_road: Template,
    not_active: Template,
    not_active_since: Template,
    cancelled: Template,
    cancelled_since: Template,
    personal_import: Template,
    licence_expired: Template,
    test_overdue: Template,
  }),
  notes: z.object({
    no_history_row: Template,
    first_registration_differs: Template,
    personal_import_in_registry: Template,
  }),
});

export const OdometerRule = Sourced.extend({
  rule_he: z.string().min(1),
  rule_en: z.string().min(1),
  why_en: z.string().min(1),
  confidence: Confidence,
  /** No verdict for a car on the road less than this many years at its last test. */
  min_years_on_road: z.number().positive(),
  /** No range verdict when the model year has fewer cars with a reading than this. */
  min_cars: z.number().int().positive(),
  /** Implausible below low_factor x p1 or above high_factor x p99 km a year. */
  low_factor: z.number().gt(0).lt(1),
  high_factor: z.number().gt(1),
  texts: z.object({
    below_earlier_reading: Template,
    below_model_year_range: Template,
    above_model_year_range: Template,
    within_model_year_range: Template,
    no_reading: Template,
    no_test_date: Template,
    first_registration_year_only: Template,
    under_min_years: Template,
    no_model_year_range: Template,
    too_few_cars: Template,
  }),
});
/** The stable codes of the ownership types (baalut); a word mapped to none of them answers `unknown`. */
export const OWNERSHIP_CODES = ['private', 'lease', 'rental', 'company', 'dealer'] as const;

/** The ownership vocabulary: the Hebrew words the datasets write for each type (two for leasing). */
export const OwnershipTypesRule = Sourced.extend({
  types: z
    .array(
      z.object({
        code: z.enum(OWNERSHIP_CODES),
        label_he: z.string().min(1),
        label_en: z.string().min(1),
        words_he: z.array(z.string().min(1)).min(1),
      }),
    )
    .refine((types) => new Set(types.map((t) => t.code)).size === types.length, 'each code once')
    .refine((types) => {
      const words = types.flatMap((t) => t.words_he.map((w) => w.trim()));
      return new Set(words).size === words.length;
    }, 'each word names one type'),
});

export type VehicleStatusRule = z.infer<typeof VehicleStatusRule>;
export type OwnershipTypesRule = z.infer<typeof OwnershipTypesRule>;
export type OdometerRule = z.infer<typeof OdometerRule>;

/**
 * Rule name -> schema. A raw/rules file "<name>.json" or "<name>-<year>.json" is validated with the schema of
 * <name> and published as rules/<name>.json; a file without a schema here fails the pipeline.
 */
const RULES = {
  texts: TextsRule,
  'licence-fee': LicenceFeeRule,
  'retrofit-discount': RetrofitDiscountRule,
  'standard-policy': StandardPolicyRule,
  'chova-factors': ChovaFactorsRule,
  'running-cost': RunningCostRule,
  privacy: PrivacyRule,
  sources: SourcesRule,
  'make-names': MakeNamesRule,
  'vehicle-status': VehicleStatusRule,
  odometer: OdometerRule,
  'recall-model-names': RecallModelNamesRule,
  'ownership-types': OwnershipTypesRule,
} as const satisfies Record<string, z.ZodType>;
/** Named members keep their own schema type; a rule name read from a file name looks up as possibly missing. */
export const RULE_SCHEMAS: typeof RULES & Readonly<Record<string, z.ZodType | undefined>> = RULES;

/** The schema of a rule by its published name, or undefined for a name without one. */
export const schemaForRule = (name: string): z.ZodType | undefined => RULE_SCHEMAS[name];

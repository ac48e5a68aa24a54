// The plate answer (lookup_vehicle's `data`, REST and MCP alike) as one contract: the output schema of the
// operation, the type the plate's page model reads, and what the live page parses the dispatched answer with.
import { LocalizedText } from '../i18n/localized-text.ts';
import { z } from 'zod';
import { Fuel, SafetySystemKey, VehicleClass } from '../shards/common.ts';
import { OwnershipType } from '../rules/ownership-types.ts';
import { RunningCostEstimate } from '../rules/running-cost.ts';
import { LicenceFee } from '../rules/licence-fee.ts';
import { RoadDatePrecision } from '../rules/vehicle-age.ts';
import { OpenRecalls } from './open-recalls.ts';
import { Freshness } from './freshness.ts';
import { RetrofitDiscount } from './retrofit-discount.ts';
import { StatusLine } from './status-line.ts';
import { Odometer } from './odometer.ts';
import { Owners } from './owners.ts';
import { Changes } from './changes.ts';
import { Extras } from './extras.ts';
import { MissingMember } from './data-errors.ts';
import { GlossaryText } from '../rules/glossary.ts';
import { PLATE_PAGE_MEMBERS } from './attention.ts';

/** The answer's Hebrew data values in the asked language, read through the glossaries (raw/rules). */
export const VehicleLocalized = z
  .object({
    make: GlossaryText.nullable(),
    colour: GlossaryText.nullable().meta({ description: 'colour_he' }),
    fuel: GlossaryText.nullable().meta({ description: 'fuel.registry_he' }),
    body: GlossaryText.nullable(),
    ownership: GlossaryText.nullable().meta({ description: 'ownership_he' }),
    import_type: GlossaryText.nullable().meta({ description: 'import_type_he' }),
  })
  .meta({
    description:
      'Set when the input named a lang: make.name_he, colour_he, fuel.registry_he, body, ownership_he and import_type_he in ' +
      'that language; ' +
      'a value without a translation stays Hebrew with lang he and translated false (never guessed).',
  });
export type VehicleLocalized = z.infer<typeof VehicleLocalized>;

export const Vehicle = z.object({
  plate: z.string(),
  status: z
    .enum(['active', 'inactive', 'cancelled'])
    .meta({ description: 'active: on the road; inactive: off the road; cancelled: finally removed (scrapped or exported).' }),
  on_the_road: z.boolean(),
  status_line: StatusLine,
  off_road_since: z.string().nullable().meta({ description: 'YYYY-MM-DD the car was finally cancelled, when the registry dates it.' }),
  make: z.object({ code: z.number().int(), name_he: z.string(), name_en: z.string().nullable(), slug: z.string().nullable() }),
  model: z.object({
    name: z.string(),
    name_he: z.string().nullable(),
    code: z.number().int(),
    code_name: z.string(),
    slug: z.string().nullable(),
  }),
  year: z.number().int().meta({ description: 'Production (model) year.' }),
  trim: z.string().nullable(),
  vehicle_class: VehicleClass,
  body: z.string().nullable(),
  engine: z.object({ code: z.string().nullable(), engine_cc: z.number().int().nullable(), horsepower: z.number().int().nullable() }),
  fuel: z.object({
    type: Fuel.nullable().meta({
      description:
        'From the model data (tells ordinary hybrids apart); when the model data lacks the ' +
        "trim, read from the registry's own fuel text (where an ordinary hybrid shows as " +
        'petrol).',
    }),
    source: z.enum(['model_data', 'registry']).nullable().meta({ description: 'Where type comes from; null when neither says.' }),
    registry_he: z.string().nullable(),
  }),
  colour_he: z.string().nullable(),
  ownership_he: z.string().nullable().meta({ description: 'The ownership type (baalut) as the registry writes it.' }),
  ownership: OwnershipType.nullable().meta({
    description: 'ownership_he read through the ownership vocabulary (ליסינג and החכר are both lease); null when the registry gives none.',
  }),
  import_type_he: z
    .string()
    .nullable()
    .meta({
      description:
        'A personal import only: the import type as the personal-import file writes it (sug_yevu, e.g. יבוא אישי-משומש, ' +
        'יבוא אישי-חדש, עולה חדש); localized.import_type gives it in the asked language. null for any other car.',
    }),
  safety_systems: z
    .array(
      z.object({
        key: SafetySystemKey,
        label_he: z.string(),
        label_en: z.string(),
        label_ar: z.string(),
        label_localized: LocalizedText('the system'),
      }),
    )
    .nullable()
    .meta({ description: 'Safety systems the model data lists for this trim; null when the model data lacks the trim.' }),
  airbags: z.number().int().nullable(),
  on_road_since: z
    .string()
    .nullable()
    .meta({
      description:
        'First registration as precise as the file gives it: YYYY-MM, or YYYY when the file gives only the year (the ' +
        'final-cancellation file); a year alone is never a January.',
    }),
  on_road_since_precision: RoadDatePrecision.nullable().meta({ description: 'month or year: what on_road_since gives; null with it.' }),
  age_months: z.number().int().nullable().meta({
    description: 'Whole months from first registration to data_date; null when only the year is known (missing says the range).',
  }),
  licence_valid_until: z.string().nullable(),
  last_annual_test: z.string().nullable(),
  open_recalls: OpenRecalls.nullable().meta({ description: 'Recalls still open for this car; null when the registry could not be asked.' }),
  list_price_new: z
    .object({ amount: z.number().int(), currency: z.literal('ILS'), confidence: z.literal('confirmed') })
    .nullable()
    .meta({ description: "Importer's list price when new for this model, year and trim; null when the price list lacks it." }),
  licence_fee: LicenceFee.nullable().meta({
    description:
      'The annual licence fee this year: price group x the column of the year of first ' +
      'registration, the 135 ILS broadcasting add-on separate. null for a car off the road ' +
      '(it owes none) or when the price group is unknown; `missing` says which.',
  }),
  licence_fee_retrofit_discount: RetrofitDiscount.nullable().meta({
    description:
      'Set when the plate is on the ministry list: a discount on the LICENCE FEE for retrofitted ' +
      'safety systems, never an insurance discount.',
  }),
  running_cost_estimate: RunningCostEstimate.nullable().meta({
    description:
      'ESTIMATE of the yearly running cost (licence fee plus energy under stated assumptions), ' +
      'never insurance; null for a car off the road or a trim the model data lacks.',
  }),
  odometer: Odometer.nullable().meta({
    description:
      'The odometer reading at the last annual test (vehicle history 56063a99), km a year and the plausibility verdict ' +
      'with its rule. A car the history has no row for gets verdict no_verdict, reason no_reading (no data, not zero); ' +
      'null only when the history could not be read now (missing and data.error say so).',
  }),
  owners: Owners.nullable().meta({
    description:
      'Ownership changes since 2017 (bb2355dc; nothing earlier is published) and the current ownership type; null ' +
      'only when the ownership changes could not be read now.',
  }),
  changes: Changes.nullable().meta({
    description:
      "The vehicle history's change flags in plain words (structural change, LPG added, colour change, tyres); known " +
      'false when the history has no row for the car; null only when the history could not be read now.',
  }),
  extras: Extras.nullable().meta({
    description:
      "The registry continuation's columns (0866573c): tow hitch and tyre codes; null when it has no row for the car " +
      '(personal imports and cars off the road have none) or could not be read now.',
  }),
  localized: VehicleLocalized.optional(),
  model_url: z.string().nullable(),
  model_year_url: z.string().nullable(),
  missing: z.array(MissingMember).meta({
    description:
      'Each member above that is null (or read from a weaker source) and why: a car off ' +
      'the road, a trim the model data lacks, a model outside the catalog, a dataset that ' +
      'could not be read now (code upstream_unavailable).',
  }),
});
export type Vehicle = z.infer<typeof Vehicle>;

/** lookup_vehicle's own members of `data` (the operation adds the common ones: texts, citation, data date, error). */
export const VEHICLE_LOOKUP_MEMBERS = {
  plate: z.string().meta({ description: 'The plate as looked up (digits only).' }),
  vehicle: Vehicle.nullable(),
  freshness: Freshness.nullable(),
  ...PLATE_PAGE_MEMBERS,
};

/** What a page reads of lookup_vehicle's `data`: the operation's own members and the date the data is correct to. */
export const VehicleLookupData = z.object({
  ...VEHICLE_LOOKUP_MEMBERS,
  data_date: z.string().nullable().optional().meta({ description: 'YYYY-MM-DD: the date the data is correct to.' }),
});
export type VehicleLookupData = z.infer<typeof VehicleLookupData>;

// The input contract: each raw/<folder> dataset, its CKAN resource, and the columns the pipeline reads with
// their value formats. Columns not listed are never read, which is how the ministry's safety-equipment
// level and safety score stay out: they are not in any list below. Resource ids come from the one catalogue
// of sources (raw/rules/sources.json, through lib/datasets/raw-sources.ts).
import { RAW_SOURCES } from '../../lib/datasets/raw-sources.ts';

/** int: whole number; number: decimal; date: YYYY-MM-DD (a time part is ignored); month: YYYY-M. */
export type ColumnKind = 'text' | 'int' | 'number' | 'date' | 'month';

export interface ColumnSpec { kind: ColumnKind; /** An empty value fails validation. */ required?: boolean }

export interface SourceSpec {
  /** Also the staging table name (src_<name> with - replaced by _) and, unless folder says otherwise, the raw/ folder. */
  name: string;
  folder?: string;
  /** Which files of the folder belong to this source, when the folder holds more than one source. */
  file?: RegExp;
  resourceId: string | null;
  columns: Record<string, ColumnSpec>;
  /**
   * Check values while the step that writes the source runs (see load.ts checkWritten) instead of in a scan
   * of their own: for the 4 M-row registry this saves a whole parse of its largest file.
   */
  checkOnWrite?: boolean;
}

const text: ColumnSpec = { kind: 'text' };
const int: ColumnSpec = { kind: 'int' };
const key: ColumnSpec = { kind: 'int', required: true };
const date: ColumnSpec = { kind: 'date' };
const month: ColumnSpec = { kind: 'month' };

const SAFETY_FLAGS = ['abs_ind', 'bakarat_yatzivut_ind', 'bakarat_stiya_menativ_ind', 'nitur_merhak_milfanim_ind',
  'zihuy_beshetah_nistar_ind', 'bakarat_shyut_adaptivit_ind', 'zihuy_holchey_regel_ind', 'maarechet_ezer_labalam_ind',
  'matzlemat_reverse_ind', 'hayshaney_lahatz_avir_batzmigim_ind', 'hayshaney_hagorot_ind',
  'teura_automatit_benesiya_kadima_ind', 'shlita_automatit_beorot_gvohim_ind', 'zihuy_tamrurey_tnua_ind',
  'blima_otomatit_nesia_leahor', 'bakarat_mehirut_isa', 'blimat_hirum_lifnei_holhei_regel_ofanaim', 'alco_lock'];

/** The registry and the inactive-vehicle file share one schema. */
const REGISTRY_COLUMNS: Record<string, ColumnSpec> = {
  mispar_rechev: key, tozeret_cd: key, sug_degem: text, tozeret_nm: text, degem_cd: key, degem_nm: text,
  ramat_gimur: text, shnat_yitzur: key, degem_manoa: text, mivchan_acharon_dt: date, tokef_dt: date,
  baalut: text, tzeva_rechev: text, sug_delek_nm: text, moed_aliya_lakvish: month, kinuy_mishari: text,
};

export const SOURCES: SourceSpec[] = [
  {
    name: 'registry',
    resourceId: RAW_SOURCES.registry.resource_id,
    checkOnWrite: true,
    columns: REGISTRY_COLUMNS,
  },
  {
    name: 'model-data',
    resourceId: RAW_SOURCES.modelData.resource_id,
    columns: {
      sug_degem: text, tozeret_cd: key, tozeret_nm: text, tozar: text, degem_cd: key, degem_nm: text,
      shnat_yitzur: key, ramat_gimur: text, kinuy_mishari: text, merkav: text, kvuzat_agra_cd: int,
      nefah_manoa: int, koah_sus: int, delek_nm: text, technologiat_hanaa_nm: text, mispar_kariot_avir: int,
      CO2_WLTP: { kind: 'number' },
      ...Object.fromEntries(SAFETY_FLAGS.map((c) => [c, int])),
    },
  },
  {
    name: 'model-counts',
    resourceId: RAW_SOURCES.modelCounts.resource_id,
    columns: { tozeret_cd: key, degem_cd: key, shnat_yitzur: key, mispar_rechavim_pailim: int, mispar_rechavim_le_pailim: int },
  },
  {
    name: 'recall-notices',
    resourceId: RAW_SOURCES.recallNotices.resource_id,
    columns: {
      RECALL_ID: key, TOZAR_TEUR: text, DEGEM: text, SHNAT_RECALL: int, BUILD_BEGIN_A: date, BUILD_END_A: date,
      SUG_RECALL: text, SUG_TAKALA: text, TEUR_TAKALA: text, OFEN_TIKUN: text, YEVUAN_TEUR: text, TELEPHONE: text,
      WEBSITE: text,
    },
  },
  {
    name: 'open-recalls',
    resourceId: RAW_SOURCES.openRecalls.resource_id,
    columns: { MISPAR_RECHEV: key, RECALL_ID: key, SUG_TAKALA: text, TEUR_TAKALA: text, TAARICH_PTICHA: date },
  },
  {
    name: 'list-prices',
    resourceId: RAW_SOURCES.listPrices.resource_id,
    columns: { tozeret_cd: key, degem_cd: key, shnat_yitzur: key, mehir: { kind: 'number' }, kinuy_mishari: text },
  },
  {
    name: 'retrofit-eligible',
    resourceId: RAW_SOURCES.retrofitEligible.resource_id,
    columns: { mispar_rechev: key },
  },
  {
    name: 'inactive',
    resourceId: RAW_SOURCES.inactive.resource_id,
    columns: REGISTRY_COLUMNS,
  },
  {
    name: 'cancelled',
    resourceId: RAW_SOURCES.cancelled.resource_id,
    columns: {
      mispar_rechev: key, tozeret_cd: key, tozeret_nm: text, degem_cd: key, degem_nm: text, sug_rechev_nm: text,
      moed_aliya_lakvish: month, bitul_dt: date, degem_manoa: text, ramat_gimur: text, shnat_yitzur: key,
      baalut: text, tzeva_rechev: text, sug_delek_nm: text, kinuy_mishari: text,
    },
  },
  {
    // The documented by-model shape (raw/police-thefts/SOURCE.md); sample=true marks the committed SAMPLE FIGURES.
    name: 'police-thefts',
    folder: 'police-thefts',
    file: /by-model/,
    resourceId: null,
    columns: {
      make: { kind: 'text', required: true }, model: { kind: 'text', required: true }, theft_year: key, production_year: int,
      thefts: key, recovered: int, sample: text,
    },
  },
  {
    name: 'police-national',
    folder: 'police-thefts',
    file: /national/,
    resourceId: null,
    columns: { series: { kind: 'text', required: true }, published: text, year: key, thefts: key, approximate: text, note: text },
  },
];

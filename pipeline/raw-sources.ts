// The raw/ folders: which published dataset each holds, under which file name, in which delimiter and encoding.
// One list, read by the sample generator (to write SOURCE.md and files the way the ministry publishes them)
// and by fetch-data (to know what to download and where).

export type RawSource = {
  /** Folder under raw/. */
  folder: string;
  /** File name inside the folder. */
  file: string;
  name_he: string;
  name_en: string;
  /** CKAN resource id on data.gov.il; null for sources that are not CKAN resources. */
  resource_id: string | null;
  /** Dataset page where the slug is known, else the resource's datastore API address. */
  dataset_url: string;
  licence: string;
  /** How the committed sample file is written (real dumps vary; the pipeline sniffs both). */
  delimiter: ',' | '|';
  encoding: 'utf-8' | 'windows-1255';
};

const OPEN = 'Other (Open) — data.gov.il open licence';
const api = (id: string) => `https://data.gov.il/api/3/action/datastore_search?resource_id=${id}`;

export const RAW_SOURCES = {
  registry: {
    folder: 'registry', file: 'registry.csv',
    name_he: 'מספרי רישוי של כלי רכב פרטיים ומסחריים', name_en: 'Private and commercial vehicles (registry by plate)',
    resource_id: '053cea08-09bc-40ec-8f7a-156f0677aff3',
    dataset_url: 'https://data.gov.il/dataset/private-and-commercial-vehicles', licence: OPEN,
    delimiter: '|', encoding: 'utf-8',
  },
  modelData: {
    folder: 'model-data', file: 'model-data.csv',
    name_he: 'נתוני דגמי רכב כולל WLTP', name_en: 'Vehicle model data incl. WLTP (makes and models)',
    resource_id: '142afde2-6228-49f9-8a29-9b6c3a0cbe40',
    dataset_url: 'https://data.gov.il/dataset/degem-rechev-wltp', licence: OPEN,
    delimiter: ',', encoding: 'utf-8',
  },
  modelCounts: {
    folder: 'model-counts', file: 'model-counts.csv',
    name_he: 'כמות כלי רכב לפי דגם ושנת ייצור', name_en: 'Cars per model and production year (active and inactive)',
    resource_id: '5e87a7a1-2f6f-41c1-8aec-7216d52a6cf6',
    dataset_url: api('5e87a7a1-2f6f-41c1-8aec-7216d52a6cf6'), licence: OPEN,
    delimiter: ',', encoding: 'utf-8',
  },
  recallNotices: {
    folder: 'recall-notices', file: 'recall-notices.csv',
    name_he: 'קריאות שירות (ריקול)', name_en: 'Recall notices',
    resource_id: '2c33523f-87aa-44ec-a736-edbb0a82975e',
    dataset_url: 'https://data.gov.il/dataset/recall', licence: 'Creative Commons Attribution (CC BY)',
    delimiter: ',', encoding: 'utf-8',
  },
  openRecalls: {
    folder: 'open-recalls', file: 'open-recalls.csv',
    name_he: 'כלי רכב עם קריאת שירות פתוחה', name_en: 'Vehicles with an open recall (by plate)',
    resource_id: '36bf1404-0be4-49d2-82dc-2f1ead4a8b93',
    dataset_url: 'https://data.gov.il/dataset/hagbalat_recall', licence: OPEN,
    delimiter: ',', encoding: 'utf-8',
  },
  listPrices: {
    folder: 'list-prices', file: 'list-prices.csv',
    name_he: 'מחירון רכב חדש לפי יבואן', name_en: 'New-car list prices by importer',
    resource_id: '39f455bf-6db0-4926-859d-017f34eacbcb',
    dataset_url: 'https://data.gov.il/dataset/mehir_yevuan', licence: OPEN,
    delimiter: ',', encoding: 'utf-8',
  },
  retrofitEligible: {
    folder: 'retrofit-eligible', file: 'retrofit-eligible.csv',
    name_he: 'כלי רכב הזכאים להנחה באגרה בעד התקנת מערכות בטיחות', name_en: 'Plates eligible for the retrofit safety-system licence-fee discount',
    resource_id: '83bfb278-7be1-4dab-ae2d-40125a923da1',
    dataset_url: api('83bfb278-7be1-4dab-ae2d-40125a923da1'), licence: OPEN,
    delimiter: ',', encoding: 'utf-8',
  },
  inactive: {
    folder: 'inactive', file: 'inactive.csv',
    name_he: 'כלי רכב לא פעילים עם קוד דגם', name_en: 'Inactive vehicles with model code (registry schema)',
    resource_id: 'f6efe89a-fb3d-43a4-bb61-9bf12a9b9099',
    dataset_url: api('f6efe89a-fb3d-43a4-bb61-9bf12a9b9099'), licence: OPEN,
    delimiter: ',', encoding: 'utf-8',
  },
  cancelled: {
    folder: 'cancelled', file: 'cancelled.csv',
    name_he: 'כלי רכב שבוטלו סופית', name_en: 'Vehicles with final cancellation (scrapped or exported), current file',
    resource_id: '851ecab1-0622-4dbe-a6c7-f950cf82abf9',
    dataset_url: api('851ecab1-0622-4dbe-a6c7-f950cf82abf9'), licence: OPEN,
    delimiter: ',', encoding: 'windows-1255',
  },
} as const satisfies Record<string, RawSource>;

export type RawSourceKey = keyof typeof RAW_SOURCES;

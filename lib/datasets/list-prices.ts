// New-car list prices by importer, per model code, year and commercial name.
import { key, number, text, type Dataset } from './dataset.ts';

export const listPrices = {
  name: 'list-prices',
  catalogue: 'listPrices',
  folder: 'list-prices',
  file: 'list-prices.csv',
  delimiter: ',',
  encoding: 'utf-8',
  ckan: true,
  published: [
    'semel_yevuan',
    'shem_yevuan',
    'sug_degem',
    'tozeret_cd',
    'tozeret_nm',
    'degem_cd',
    'degem_nm',
    'shnat_yitzur',
    'mehir',
    'kinuy_mishari',
  ],
  columns: { tozeret_cd: key, degem_cd: key, shnat_yitzur: key, mehir: number, kinuy_mishari: text },
} as const satisfies Dataset;

// Plates eligible for the licence-fee discount for a retrofitted safety system.
import { key, type Dataset } from './dataset.ts';

export const retrofitEligible = {
  name: 'retrofit-eligible',
  catalogue: 'retrofitEligible',
  folder: 'retrofit-eligible',
  file: 'retrofit-eligible.csv',
  delimiter: ',',
  encoding: 'utf-8',
  ckan: true,
  published: ['mispar_rechev', 'updated_dt'],
  columns: { mispar_rechev: key },
} as const satisfies Dataset;

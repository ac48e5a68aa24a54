// Vehicles with an open recall, by plate.
import { date, key, text, type Dataset } from './dataset.ts';

export const openRecalls = {
  name: 'open-recalls',
  catalogue: 'openRecalls',
  folder: 'open-recalls',
  file: 'open-recalls.csv',
  delimiter: ',',
  encoding: 'utf-8',
  ckan: true,
  published: ['MISPAR_RECHEV', 'RECALL_ID', 'SUG_RECALL', 'SUG_TAKALA', 'TEUR_TAKALA', 'TAARICH_PTICHA'],
  columns: { MISPAR_RECHEV: key, RECALL_ID: key, SUG_TAKALA: text, TEUR_TAKALA: text, TAARICH_PTICHA: date },
} as const satisfies Dataset;

// Cars per model and production year, active and inactive.
import { int, key, type Dataset } from './dataset.ts';

export const modelCounts = {
  name: 'model-counts',
  catalogue: 'modelCounts',
  folder: 'model-counts',
  file: 'model-counts.csv',
  delimiter: ',',
  encoding: 'utf-8',
  ckan: true,
  published: [
    'sug_degem',
    'tozeret_cd',
    'tozeret_nm',
    'tozar',
    'degem_cd',
    'degem_nm',
    'shnat_yitzur',
    'mispar_rechavim_pailim',
    'mispar_rechavim_le_pailim',
    'kinuy_mishari',
  ],
  columns: { tozeret_cd: key, degem_cd: key, shnat_yitzur: key, mispar_rechavim_pailim: int, mispar_rechavim_le_pailim: int },
} as const satisfies Dataset;

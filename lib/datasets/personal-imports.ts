// Personally imported vehicles by plate. Reported columns: no model code (degem_cd) and no trim.
import { code, date, int, key, month, text, type Dataset } from './dataset.ts';

export const personalImports = {
  name: 'personal-imports',
  catalogue: 'personalImports',
  folder: 'personal-imports',
  file: 'personal-imports.csv',
  delimiter: ',',
  encoding: 'utf-8',
  ckan: true,
  published: [
    'mispar_rechev',
    'shilda',
    'tozeret_cd',
    'tozeret_nm',
    'sug_rechev_nm',
    'degem_nm',
    'mishkal_kolel',
    'shnat_yitzur',
    'nefach_manoa',
    'tozeret_eretz_nm',
    'degem_manoa',
    'mivchan_acharon_dt',
    'tokef_dt',
    'sug_yevu',
    'moed_aliya_lakvish',
    'sug_delek_nm',
  ],
  columns: {
    mispar_rechev: key,
    tozeret_cd: code,
    tozeret_nm: text,
    sug_rechev_nm: text,
    degem_nm: text,
    shnat_yitzur: code,
    nefach_manoa: int,
    degem_manoa: text,
    mivchan_acharon_dt: date,
    tokef_dt: date,
    sug_yevu: text,
    moed_aliya_lakvish: month,
    sug_delek_nm: text,
  },
  sourceNote:
    'Columns as reported, not confirmed: no model code (`degem_cd`) and no trim; `degem_nm` is the declared ' +
    'model text; `sug_yevu` the import type.',
} as const satisfies Dataset;

// The registry's second resource: the same vehicles with extra columns (tyre load and speed codes, tow hitch).
// The tyre-code column names are as reported; their spelling varies between sources (see its SOURCE.md).
import { key, text, type Dataset } from './dataset.ts';

export const registryExtras = {
  name: 'registry-extras',
  catalogue: 'registryExtras',
  folder: 'registry-extras',
  file: 'registry-extras.csv',
  delimiter: ',',
  encoding: 'utf-8',
  ckan: true,
  checkOnWrite: 'temp.extras_rows',
  published: [
    'mispar_rechev',
    'kod_omes_tzmig_kidmi',
    'kod_omes_tzmig_ahori',
    'kod_mehirut_tzmig_kidmi',
    'kod_mehirut_tzmig_ahori',
    'grira_nm',
    // The real continuation also repeats these (section 9 of the data notes); no step reads them.
    'tozeret_cd',
    'degem_cd',
    'sug_degem',
  ],
  columns: {
    mispar_rechev: key,
    kod_omes_tzmig_kidmi: text,
    kod_omes_tzmig_ahori: text,
    kod_mehirut_tzmig_kidmi: text,
    kod_mehirut_tzmig_ahori: text,
    grira_nm: text,
  },
  sourceNote:
    'The tyre-code column names are as reported, not confirmed: sources spell them `kod_omes_tzmig_kidmi` or ' +
    '`kod_omes_zmig_kidmi` (and likewise for the rear tyre and the speed codes). If the real file spells them ' +
    'otherwise, the pipeline stops naming the missing column; change the names here (lib/datasets/registry-extras.ts).',
} as const satisfies Dataset;

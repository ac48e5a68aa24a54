// Vehicle history by plate: km at the last annual test, change flags, first registration, origin. Coverage is
// partial: a plate without a row has no data, which is not the same as zero.
import { date, int, key, text, type Dataset } from './dataset.ts';

export const vehicleHistory = {
  name: 'history',
  catalogue: 'vehicleHistory',
  folder: 'vehicle-history',
  file: 'vehicle-history.csv',
  delimiter: ',',
  encoding: 'utf-8',
  ckan: true,
  checkOnWrite: 'temp.history_rows',
  published: [
    'mispar_rechev',
    'mispar_manoa',
    'kilometer_test_aharon',
    'shinui_mivne_ind',
    'gapam_ind',
    'shnui_zeva_ind',
    'shinui_zmig_ind',
    'rishum_rishon_dt',
    'mkoriut_nm',
  ],
  columns: {
    mispar_rechev: key,
    kilometer_test_aharon: int,
    shinui_mivne_ind: int,
    gapam_ind: int,
    shnui_zeva_ind: int,
    shinui_zmig_ind: int,
    // "YYYY-MM-DD HH:MM:SS": the date check ignores the time part.
    rishum_rishon_dt: date,
    mkoriut_nm: text,
  },
  sourceNote:
    'Partial coverage: a plate without a row has no data, which is not zero. `rishum_rishon_dt` carries a time ' +
    'part ("2016-11-27 00:00:00"); `kilometer_test_aharon` is empty for cars not yet tested. The values of ' +
    '`mkoriut_nm` in the sample ("יבוא סדיר", "יבוא אישי") are inferred.',
} as const satisfies Dataset;

// Vehicles finally cancelled (scrapped), with the cancellation date; columns follow the recorded resource schema.
import { date, key, month, text, type Dataset } from './dataset.ts';

export const cancelled = {
  name: 'cancelled', catalogue: 'cancelled', folder: 'cancelled', file: 'cancelled.csv', delimiter: ',', encoding: 'windows-1255', ckan: true,
  published: [
  'mispar_rechev', 'tozeret_cd', 'tozeret_nm', 'degem_cd', 'degem_nm', 'sug_rechev_cd', 'sug_rechev_nm',
  'moed_aliya_lakvish', 'bitul_dt', 'misgeret', 'tozar_manoa', 'degem_manoa', 'mispar_manoa', 'mishkal_kolel',
  'ramat_gimur', 'ramat_eivzur_betihuty', 'kvutzat_zihum', 'shnat_yitzur', 'baalut', 'tzeva_rechev', 'zmig_kidmi',
  'zmig_ahori', 'sug_delek_nm', 'horaat_rishum', 'kinuy_mishari',
],
  columns: {
    mispar_rechev: key, tozeret_cd: key, tozeret_nm: text, degem_cd: key, degem_nm: text, sug_rechev_nm: text,
    moed_aliya_lakvish: month, bitul_dt: date, degem_manoa: text, ramat_gimur: text, shnat_yitzur: key,
    baalut: text, tzeva_rechev: text, sug_delek_nm: text, kinuy_mishari: text,
  },
} as const satisfies Dataset;

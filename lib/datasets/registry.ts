// The vehicle registry by plate (active private and commercial vehicles). Its columns follow the recorded
// resource schema (a bulk file has no CKAN `_id` column). The inactive-vehicle file shares this schema.
import { code, date, key, month, text, type Dataset } from './dataset.ts';

export const REGISTRY_PUBLISHED = [
  'mispar_rechev',
  'tozeret_cd',
  'sug_degem',
  'tozeret_nm',
  'degem_cd',
  'degem_nm',
  'ramat_gimur',
  'ramat_eivzur_betihuty',
  'kvutzat_zihum',
  'shnat_yitzur',
  'degem_manoa',
  'mivchan_acharon_dt',
  'tokef_dt',
  'baalut',
  'misgeret',
  'tzeva_cd',
  'tzeva_rechev',
  'zmig_kidmi',
  'zmig_ahori',
  'sug_delek_nm',
  'horaat_rishum',
  'moed_aliya_lakvish',
  'kinuy_mishari',
] as const;

export const REGISTRY_READ = {
  mispar_rechev: key,
  tozeret_cd: code,
  sug_degem: text,
  tozeret_nm: text,
  degem_cd: code,
  degem_nm: text,
  ramat_gimur: text,
  shnat_yitzur: code,
  degem_manoa: text,
  mivchan_acharon_dt: date,
  tokef_dt: date,
  baalut: text,
  tzeva_rechev: text,
  sug_delek_nm: text,
  moed_aliya_lakvish: month,
  kinuy_mishari: text,
};

export const registry = {
  name: 'registry',
  catalogue: 'registry',
  folder: 'registry',
  file: 'registry.csv',
  delimiter: '|',
  encoding: 'utf-8',
  bulkDump: true,
  ckan: true,
  published: REGISTRY_PUBLISHED,
  columns: REGISTRY_READ,
  checkOnWrite: 'reg.active',
} as const satisfies Dataset;

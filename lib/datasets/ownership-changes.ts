// Ownership changes by plate since 2017, one row per change (none published before 2017).
import { key, text, type Dataset } from './dataset.ts';

export const ownershipChanges = {
  name: 'ownership',
  catalogue: 'ownershipChanges',
  folder: 'ownership-changes',
  file: 'ownership-changes.csv',
  delimiter: ',',
  encoding: 'utf-8',
  ckan: true,
  checkOnWrite: 'reg.ownership',
  published: ['mispar_rechev', 'baalut_dt', 'baalut'],
  // baalut_dt is a YYYYMM whole number (202210), not the registry's "YYYY-M" month. A change whose month cannot be
  // read (not a number, or no month: 202213, 2022) cannot be placed in the car's history (every reader orders
  // changes by month), so its row is set aside and counted rather than kept with a null or made-up month.
  columns: { mispar_rechev: key, baalut_dt: { kind: 'year_month', required: true, onBad: 'set_aside' }, baalut: text },
  sourceNote:
    'One row per change of ownership since 2017 (nothing before is published); `baalut_dt` is a YYYYMM whole ' +
    'number (202210); `baalut` the ownership type from that month on.',
} as const satisfies Dataset;

// The final-cancellation archives (2010-2016 and 2000-2009): the current cancellation file's columns, but every
// value stored as text and plates zero-padded to 8 characters ("04252235"). The pipeline reads the padded plate as
// a whole number; a live look-up must filter on the padded text.
import { cancelled } from './cancelled.ts';
import type { Dataset } from './dataset.ts';

const ARCHIVE_NOTE =
  'An archive of the final-cancellation file: every value is stored as text and plates are zero-padded to 8 ' +
  'characters ("04252235"). The pipeline reads the plate as a whole number; a live CKAN look-up must filter on the ' +
  'padded text (a numeric filter is an error there).';

export const cancelled2010 = {
  ...cancelled,
  name: 'cancelled-2010-2016',
  catalogue: 'cancelledArchiveLate',
  checkOnWrite: 'reg.cancelled_2010_2016',
  folder: 'cancelled-2010-2016',
  file: 'cancelled-2010-2016.csv',
  encoding: 'utf-8',
  ckanText: true,
  sourceNote: ARCHIVE_NOTE,
} as const satisfies Dataset;

export const cancelled2000 = {
  ...cancelled,
  name: 'cancelled-2000-2009',
  catalogue: 'cancelledArchiveEarly',
  checkOnWrite: 'reg.cancelled_2000_2009',
  folder: 'cancelled-2000-2009',
  file: 'cancelled-2000-2009.csv',
  encoding: 'utf-8',
  ckanText: true,
  sourceNote: ARCHIVE_NOTE,
} as const satisfies Dataset;

/** Width of an archive plate: the archives pad plates with leading zeros to this many characters. */
export const ARCHIVE_PLATE_WIDTH = 8;

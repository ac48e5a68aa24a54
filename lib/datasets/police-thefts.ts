// The police theft files, supplied by hand into one folder: thefts by model in the documented shape (no public
// by-model release exists to copy a layout from; sample=true marks the committed SAMPLE FIGURES, see
// raw/police-thefts/SOURCE.md), and reported national totals, one row per series and year (the published series
// disagree, so each keeps its source).
import { int, key, text, type Dataset } from './dataset.ts';

export const policeThefts = {
  name: 'police-thefts',
  catalogue: 'policeThefts',
  folder: 'police-thefts',
  file: 'thefts-by-model.csv',
  filePattern: /by-model/,
  delimiter: ',',
  encoding: 'utf-8',
  ckan: false,
  published: ['make', 'model', 'theft_year', 'production_year', 'thefts', 'recovered', 'sample'],
  columns: {
    make: { kind: 'text', required: true, onBad: 'set_aside' },
    model: { kind: 'text', required: true, onBad: 'set_aside' },
    theft_year: key,
    production_year: int,
    thefts: key,
    recovered: int,
    sample: text,
  },
} as const satisfies Dataset;

export const policeNational = {
  name: 'police-national',
  catalogue: 'policeThefts',
  folder: 'police-thefts',
  file: 'national-totals.csv',
  filePattern: /national/,
  delimiter: ',',
  encoding: 'utf-8',
  ckan: false,
  published: ['series', 'published', 'year', 'thefts', 'approximate', 'note'],
  columns: {
    series: { kind: 'text', required: true, onBad: 'set_aside' },
    published: text,
    year: key,
    thefts: key,
    approximate: text,
    note: text,
  },
} as const satisfies Dataset;

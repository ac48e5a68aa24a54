// Vehicles off the road (inactive), in the registry's schema.
import type { Dataset } from './dataset.ts';
import { REGISTRY_PUBLISHED, REGISTRY_READ } from './registry.ts';

export const inactive = {
  name: 'inactive',
  catalogue: 'inactive',
  folder: 'inactive',
  file: 'inactive.csv',
  // The bulk form a maintainer may supply by hand: |-delimited windows-1255, unquoted.
  delimiter: '|',
  encoding: 'windows-1255',
  bulkDump: true,
  ckan: true,
  published: REGISTRY_PUBLISHED,
  columns: REGISTRY_READ,
} as const satisfies Dataset;

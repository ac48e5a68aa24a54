// Vehicles off the road (inactive), in the registry's schema.
import type { Dataset } from './dataset.ts';
import { REGISTRY_PUBLISHED, REGISTRY_READ } from './registry.ts';

export const inactive = {
  name: 'inactive',
  catalogue: 'inactive',
  folder: 'inactive',
  file: 'inactive.csv',
  delimiter: ',',
  encoding: 'utf-8',
  ckan: true,
  published: REGISTRY_PUBLISHED,
  columns: REGISTRY_READ,
} as const satisfies Dataset;

// owners as answers carry it: the ownership file's rows read by lib/rules/ownership-history.ts (first registration,
// changes, the hand), the registry's current ownership type, and the dataset of each.
import type { Lang } from '../../lib/i18n/lang.ts';
import type { OwnershipTypesRule } from '../../lib/rules/ownership-types.ts';
import type { SourcesRule } from '../../lib/rules/sources.ts';
import { ownershipHistory } from '../../lib/rules/ownership-history.ts';
import type { OwnershipChange, RegistrySource, RegistryVehicle } from '../registry/registry.ts';
import { factSource, registryFileSource } from './fact-source.ts';
import type { Owners } from '../../lib/plate-answer/owners.ts';

export interface OwnersOfInput {
  sources: SourcesRule;
  types: OwnershipTypesRule;
  vehicle: RegistryVehicle;
  source: RegistrySource;
  changes: readonly OwnershipChange[];
  /** The vehicle history's first registration (YYYY-MM-DD): the road month where the registry gives only the year. */
  history_first_registration: string | null;
  data_date: string;
  /** The language the input named, for the `*_localized` members; null or absent when it named none. */
  lang?: Lang | null;
}

export function ownersOf(input: OwnersOfInput): Owners {
  const v = input.vehicle;
  return {
    ...ownershipHistory({
      types: input.types,
      changes: input.changes,
      registry_ownership_he: v.ownership_he,
      on_road_since: v.on_road_since,
      history_first_registration: input.history_first_registration,
      lang: input.lang ?? null,
    }),
    sources: {
      changes: factSource(input.sources, 'ownershipChanges', input.data_date),
      current_ownership: registryFileSource(input.sources, input.source, input.data_date),
    },
  };
}

// owners as answers carry it: ownership changes published since 2017 (lib/rules/ownership-history.ts), the
// registry's current ownership type, and the dataset of each.
import { z } from 'zod';
import type { OwnershipTypesRule } from '../../lib/rules/ownership-types.ts';
import type { SourcesRule } from '../../lib/rules/sources.ts';
import { OwnershipType } from '../../lib/rules/ownership-types.ts';
import { ownershipHistory } from '../../lib/rules/ownership-history.ts';
import type { OwnershipChange, RegistrySource, RegistryVehicle } from '../registry/registry.ts';
import { FactSource, factSource, registryFileSource } from './fact-source.ts';

export const Owners = z
  .object({
    changes_since_2017: z.number().int().nonnegative().meta({
      description: 'Ownership changes published since 2017; 0 means none was published, not that the car had one owner.',
    }),
    change_months: z.array(z.string()).meta({ description: 'YYYY-MM of each change, oldest first.' }),
    current_ownership_he: z.string().nullable().meta({ description: "The registry's current ownership type (baalut), as written." }),
    current_ownership: OwnershipType.nullable().meta({ description: 'current_ownership_he read through the ownership vocabulary.' }),
    last_change_ownership_he: z
      .string()
      .nullable()
      .meta({ description: "The ownership type of the changes dataset's latest row, as written (it spells leasing החכר)." }),
    last_change_ownership: OwnershipType.nullable().meta({
      description: 'last_change_ownership_he read through the ownership vocabulary.',
    }),
    text_he: z.string(),
    text_en: z.string(),
    notes: z
      .array(z.object({ code: z.enum(['before_2017_not_published', 'ownership_differs']), text_he: z.string(), text_en: z.string() }))
      .meta({
        description:
          'History before 2017 is not published; the registry and the changes dataset disagree on the type (compared by ' +
          'code, so ליסינג and החכר agree).',
      }),
    sources: z.object({ changes: FactSource, current_ownership: FactSource }),
  })
  .meta({ description: 'Ownership changes since 2017 (history before 2017 is not published) and the current ownership type.' });
export type Owners = z.infer<typeof Owners>;

export interface OwnersOfInput {
  sources: SourcesRule;
  types: OwnershipTypesRule;
  vehicle: RegistryVehicle;
  source: RegistrySource;
  changes: readonly OwnershipChange[];
  data_date: string;
}

export function ownersOf(input: OwnersOfInput): Owners {
  const v = input.vehicle;
  return {
    ...ownershipHistory({
      types: input.types,
      changes: input.changes,
      registry_ownership_he: v.ownership_he,
      on_road_since: v.on_road_since,
    }),
    sources: {
      changes: factSource(input.sources, 'ownershipChanges', input.data_date),
      current_ownership: registryFileSource(input.sources, input.source, input.data_date),
    },
  };
}

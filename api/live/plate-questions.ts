// Every registry question of a plate answer, asked together (one upstream round trip, not several in a row) and
// each failing on its own: a question the upstream could not answer now is null, the rest of the answer stands,
// and data.error and `missing` name the datasets that could not be read.
import type { OperationContext } from '../context.ts';
import type { SourcesRule } from '../../lib/rules/rule-schemas.ts';
import type { CatalogueKey } from '../../lib/datasets/datasets.ts';
import { dataError, lookupPlate, type PlateLookup } from '../catalog/plate-lookup.ts';
import {
  UpstreamUnavailableError,
  type Answer,
  type Freshness,
  type OwnershipChange,
  type VehicleExtras,
  type VehicleHistory,
} from '../registry/registry.ts';
import { openRecallsOf, type OpenRecalls } from './open-recalls.ts';
import { combineFreshness } from './freshness.ts';

export interface PlateAnswers {
  found: PlateLookup;
  recalls: Answer<OpenRecalls> | null;
  retrofit: Answer<boolean> | null;
  history: Answer<VehicleHistory | null> | null;
  ownership: Answer<OwnershipChange[]> | null;
  extras: Answer<VehicleExtras | null> | null;
  freshness: Freshness | null;
}

type SideQuestion = Exclude<keyof PlateAnswers, 'found' | 'freshness'>;

/** The dataset each question besides the vehicle itself reads, and the members of lookup_vehicle it fills. */
const SIDE_QUESTIONS: Record<SideQuestion, { dataset: CatalogueKey; members: string[] }> = {
  recalls: { dataset: 'openRecalls', members: ['open_recalls'] },
  retrofit: { dataset: 'retrofitEligible', members: ['licence_fee_retrofit_discount'] },
  history: { dataset: 'vehicleHistory', members: ['odometer', 'changes'] },
  ownership: { dataset: 'ownershipChanges', members: ['owners'] },
  extras: { dataset: 'registryExtras', members: ['extras'] },
};

async function settle<T>(promise: Promise<Answer<T>>): Promise<Answer<T> | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return null;
    throw error;
  }
}

export async function askPlate(ctx: OperationContext, plate: string): Promise<PlateAnswers> {
  const registry = ctx.registry;
  const [found, recalls, retrofit, history, ownership, extras] = await Promise.all([
    lookupPlate(ctx, plate),
    settle(openRecallsOf(ctx, plate)),
    settle(registry.retrofitEligible(plate)),
    settle(registry.history(plate)),
    settle(registry.ownership(plate)),
    settle(registry.extras(plate)),
  ]);
  const parts = [found.freshness, recalls?.freshness, retrofit?.freshness, history?.freshness, ownership?.freshness, extras?.freshness];
  return { found, recalls, retrofit, history, ownership, extras, freshness: combineFreshness(parts.filter((f) => f != null)) };
}

/** The questions the upstream did not answer, in a fixed order. */
export function unanswered(answers: PlateAnswers): SideQuestion[] {
  return (Object.keys(SIDE_QUESTIONS) as SideQuestion[]).filter((q) => answers[q] === null);
}

const datasetName = (sources: SourcesRule, question: SideQuestion) => {
  const dataset = sources.datasets.find((d) => d.key === SIDE_QUESTIONS[question].dataset);
  if (!dataset) return SIDE_QUESTIONS[question].dataset;
  return dataset.resource_id ? `${dataset.name_en} (resource ${dataset.resource_id})` : dataset.name_en;
};

/** data.error for an answer some of whose datasets could not be read now. */
export function unansweredError(sources: SourcesRule, questions: SideQuestion[]) {
  const names = questions.map((q) => datasetName(sources, q)).join('; ');
  return dataError('upstream_unavailable', `Not read this time: ${names}. The rest of the answer stands; retry in a minute.`);
}

/** A `missing` entry for each member a dataset that could not be read leaves null. */
export function unansweredMembers(sources: SourcesRule, questions: SideQuestion[]) {
  return questions.flatMap((q) =>
    SIDE_QUESTIONS[q].members.map((member) => ({
      member,
      code: 'upstream_unavailable',
      message: `${datasetName(sources, q)} did not answer in time; retry in a minute.`,
    })),
  );
}

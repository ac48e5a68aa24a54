// Every registry question of a plate answer, asked together (one upstream round trip, not several in a row) and
// each failing on its own: a question the upstream could not answer now is null, the rest of the answer stands,
// and data.error and `missing` name the datasets that could not be read.
import type { OperationContext } from '../context.ts';
import type { SourcesRule } from '../../lib/rules/sources.ts';
import type { CatalogueKey } from '../../lib/datasets/datasets.ts';
import { lookupPlate, type PlateLookup } from './plate-lookup.ts';
import { UPSTREAM_REASONS } from '../../lib/plate-answer/data-errors.ts';
import {
  UpstreamUnavailableError,
  type UpstreamReason,
  type Answer,
  type Freshness,
  type OwnershipChange,
  type VehicleExtras,
  type VehicleHistory,
} from '../registry/registry.ts';
import { openRecallsOf } from './open-recalls.ts';
import type { OpenRecalls } from '../../lib/plate-answer/open-recalls.ts';
import { combineFreshness } from './freshness.ts';

export interface PlateAnswers {
  found: PlateLookup;
  recalls: Answer<OpenRecalls> | null;
  retrofit: Answer<boolean> | null;
  history: Answer<VehicleHistory | null> | null;
  ownership: Answer<OwnershipChange[]> | null;
  extras: Answer<VehicleExtras | null> | null;
  freshness: Freshness | null;
  /** Why each question the upstream did not answer went unanswered. */
  unread: Partial<Record<SideQuestion, UpstreamReason>>;
}

type SideQuestion = Exclude<keyof PlateAnswers, 'found' | 'freshness' | 'unread'>;

/** The dataset each question besides the vehicle itself reads, and the members of lookup_vehicle it fills. */
const SIDE_QUESTIONS: Record<SideQuestion, { dataset: CatalogueKey; members: string[] }> = {
  recalls: { dataset: 'openRecalls', members: ['open_recalls'] },
  retrofit: { dataset: 'retrofitEligible', members: ['licence_fee_retrofit_discount'] },
  history: { dataset: 'vehicleHistory', members: ['odometer', 'changes'] },
  ownership: { dataset: 'ownershipChanges', members: ['owners'] },
  extras: { dataset: 'registryExtras', members: ['extras'] },
};

export async function askPlate(ctx: OperationContext, plate: string): Promise<PlateAnswers> {
  const registry = ctx.registry;
  const unread: PlateAnswers['unread'] = {};
  const settle = async <T>(question: SideQuestion, promise: Promise<Answer<T>>): Promise<Answer<T> | null> => {
    try {
      return await promise;
    } catch (error) {
      if (!(error instanceof UpstreamUnavailableError)) throw error;
      unread[question] = error.reason;
      return null;
    }
  };
  const [found, recalls, retrofit, history, ownership, extras] = await Promise.all([
    lookupPlate(ctx, plate),
    settle('recalls', openRecallsOf(ctx, plate)),
    settle('retrofit', registry.retrofitEligible(plate)),
    settle('history', registry.history(plate)),
    settle('ownership', registry.ownership(plate)),
    settle('extras', registry.extras(plate)),
  ]);
  const parts = [found.freshness, recalls?.freshness, retrofit?.freshness, history?.freshness, ownership?.freshness, extras?.freshness];
  return { found, recalls, retrofit, history, ownership, extras, freshness: combineFreshness(parts.filter((f) => f != null)), unread };
}

export interface Unread {
  question: SideQuestion;
  reason: UpstreamReason;
}

/** The questions the upstream did not answer and why, in a fixed order. */
export function unanswered(answers: PlateAnswers): Unread[] {
  return (Object.keys(SIDE_QUESTIONS) as SideQuestion[]).flatMap((question) => {
    const reason = answers.unread[question];
    return reason ? [{ question, reason }] : [];
  });
}

/** busy only when none of them was put to the upstream; otherwise the first reason that says what the upstream did. */
function reasonOf(unread: Unread[]): UpstreamReason {
  return (unread.find((u) => u.reason !== 'busy') ?? unread[0]!).reason;
}

const datasetName = (sources: SourcesRule, question: SideQuestion) => {
  const dataset = sources.datasets.find((d) => d.key === SIDE_QUESTIONS[question].dataset);
  if (!dataset) return SIDE_QUESTIONS[question].dataset;
  return dataset.resource_id ? `${dataset.name_en} (resource ${dataset.resource_id})` : dataset.name_en;
};

/** data.error for an answer some of whose datasets could not be read now: each dataset under the one reason that
 * is true of it (UPSTREAM_REASONS), never the code's generic words, which say "did not answer in time" of every
 * case, a busy server that never asked and an upstream that answered with an error alike. */
export function unansweredError(sources: SourcesRule, unread: Unread[]) {
  const reason = reasonOf(unread);
  const byReason = new Map<UpstreamReason, string[]>();
  for (const u of unread) byReason.set(u.reason, [...(byReason.get(u.reason) ?? []), datasetName(sources, u.question)]);
  const why = [...byReason].map(([r, names]) => `${names.join('; ')}: ${UPSTREAM_REASONS[r]}`).join(' ');
  const retry = reason === 'busy' ? 'retry in a few seconds' : 'retry in a minute';
  return { code: 'upstream_unavailable' as const, message: `Not read this time. ${why} The rest of the answer stands; ${retry}.`, reason };
}

const UNREAD_MESSAGE: Record<UpstreamReason, string> = {
  busy: 'was not asked: this server was busy with other look-ups; retry in a few seconds.',
  timeout: 'did not answer in time; retry in a minute.',
  failing: 'answered with an error; retry in a minute.',
  resting: 'failed repeatedly and is not asked for a while; retry in a minute.',
  not_ready: 'is not published on this server yet; retry in a minute.',
};

/** A `missing` entry for each member a dataset that could not be read leaves null. */
export function unansweredMembers(sources: SourcesRule, unread: Unread[]) {
  return unread.flatMap(({ question, reason }) =>
    SIDE_QUESTIONS[question].members.map((member) => ({
      member,
      code: 'upstream_unavailable' as const,
      reason,
      message: `${datasetName(sources, question)} ${UNREAD_MESSAGE[reason]}`,
    })),
  );
}

// Times every question a registry is asked about a plate (carfacts_registry_question_duration_seconds), whichever
// registry it is, without either implementation knowing: the six questions are wrapped, everything else (close,
// the live registry's breaker state) is the registry's own, read on the registry itself so its private fields work.
import { UpstreamUnavailableError, type Answer, type Registry } from '../registry/registry.ts';
import { observeRegistryQuestion, type RegistryOutcome } from './metrics.ts';
import { traced, SpanKind } from '../../lib/telemetry/telemetry.ts';
import { CARFACTS } from '../../lib/telemetry/conventions.ts';

/** Registry method → the question's label. */
const QUESTIONS: Readonly<Record<string, string>> = {
  findVehicle: 'vehicle',
  openRecalls: 'recalls',
  retrofitEligible: 'retrofit',
  history: 'history',
  ownership: 'ownership',
  extras: 'extras',
};

function outcomeOf(answer: Answer<unknown>): RegistryOutcome {
  if (answer.freshness.stale) return 'stale';
  return answer.freshness.from_cache ? 'cached' : 'ok';
}

export function timedRegistry<R extends Registry>(registry: R, kind: 'local' | 'ckan'): R {
  return new Proxy(registry, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      const question = typeof property === 'string' && Object.hasOwn(QUESTIONS, property) ? QUESTIONS[property] : undefined;
      if (typeof value !== 'function') return value;
      if (question === undefined) return (value as (...a: unknown[]) => unknown).bind(target);
      // Traced as an INTERNAL span: its CKAN attempts (api/telemetry/http-spans.ts) are its children.
      const attributes = { [CARFACTS.REGISTRY_KIND]: kind, [CARFACTS.REGISTRY_QUESTION]: question };
      return (...args: unknown[]) =>
        traced({ name: `registry ${question}`, kind: SpanKind.INTERNAL, attributes }, async (span) => {
          const started = performance.now();
          try {
            const answer = await (value as (...a: unknown[]) => Promise<Answer<unknown>>).apply(target, args);
            const outcome = outcomeOf(answer);
            observeRegistryQuestion(kind, question, outcome, started);
            span?.setAttribute(CARFACTS.REGISTRY_OUTCOME, outcome);
            return answer;
          } catch (error) {
            const outcome = error instanceof UpstreamUnavailableError ? 'unavailable' : 'error';
            observeRegistryQuestion(kind, question, outcome, started);
            span?.setAttribute(CARFACTS.REGISTRY_OUTCOME, outcome);
            throw error;
          }
        });
    },
  });
}

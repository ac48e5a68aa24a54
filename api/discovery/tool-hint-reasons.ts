// Why each MCP tool declares the hints it does, for the ChatGPT app submission (one sentence each, about what the
// tool does, not about the hint). Each reason names the value it explains: the submission test fails when a tool's
// declared hint changes and its reason was not rewritten, or when a tool has no reasons here.
import type { ToolAnnotations } from '../operations/define-operation.ts';

type Hint = 'readOnlyHint' | 'openWorldHint' | 'destructiveHint';
export type HintReasons = Record<Hint, { value: boolean; reason: string }>;

const READS_PUBLISHED = 'Only reads the published data version (open government data processed by this service) and changes nothing.';
const NOTHING_OUTSIDE = "Answers from this service's own published data version and neither asks nor changes any system outside it.";
const NOTHING_DESTROYED = 'Deletes, overwrites or sends nothing, so no call can be irreversible.';
const LIVE_REGISTRY =
  "Given a licence plate, asks the transport ministry's live registry on data.gov.il (an external public system) " +
  'for that car; it only reads there and publishes nothing.';

const readOnlyCatalog = (openWorld: 'catalog' | 'plate'): HintReasons => ({
  readOnlyHint: { value: true, reason: READS_PUBLISHED },
  openWorldHint: openWorld === 'plate' ? { value: true, reason: LIVE_REGISTRY } : { value: false, reason: NOTHING_OUTSIDE },
  destructiveHint: { value: false, reason: NOTHING_DESTROYED },
});

export const TOOL_HINT_REASONS: Record<string, HintReasons> = {
  search: readOnlyCatalog('catalog'),
  fetch: readOnlyCatalog('catalog'),
  lookup_vehicle: {
    ...readOnlyCatalog('plate'),
    readOnlyHint: { value: true, reason: "Looks a licence plate up and returns the car's registry facts; it stores and changes nothing." },
  },
  check_open_recall: {
    ...readOnlyCatalog('plate'),
    readOnlyHint: { value: true, reason: 'Checks whether the car with the given plate has a recall still open and changes nothing.' },
  },
  model_info: readOnlyCatalog('catalog'),
  theft_by_model: readOnlyCatalog('plate'),
  standard_policy_at_age: readOnlyCatalog('plate'),
  explain_chova_price: readOnlyCatalog('plate'),
  explain_licence_fee: readOnlyCatalog('plate'),
  list_makes: readOnlyCatalog('catalog'),
  search_models: readOnlyCatalog('catalog'),
  data_changes: readOnlyCatalog('catalog'),
  request_quote_callback: {
    readOnlyHint: {
      value: false,
      reason:
        "With the person's explicit consent, stores their call-back request (name, phone, optional car) and queues it " +
        'for the insurance operator; without consent it stores nothing.',
    },
    openWorldHint: {
      value: true,
      reason: "Delivers the request to the operator's own system, a third party outside this service, which then calls the person.",
    },
    destructiveHint: {
      value: false,
      reason: 'Adds one request and never deletes or overwrites anything; the person can have it erased at any time.',
    },
  },
};

/** The declared hints the submission lists, in its key order. */
export function submissionAnnotations(a: ToolAnnotations) {
  return { readOnlyHint: a.readOnlyHint, openWorldHint: a.openWorldHint, destructiveHint: a.destructiveHint };
}

// One valid call per MCP tool, built from the published sample so the same arguments reach REST and MCP.
// Every tool must have a case here: the tests fail on a tool without one.
import type { DataStore } from '../../../lib/data/data-store.ts';
import { KNOWN_PLATE } from './test-app.ts';

export type ToolArgs = Record<string, unknown>;

/** The most common model that has a model-year page, so model, year and page facts all exist. */
export function sampleModel(store: DataStore) {
  const page = store.pages.find((p) => p.type === 'model_year');
  if (!page) throw new Error('the sample has no model-year page');
  const [, , make, model, year] = page.path.split('/');
  return { make: make!, model: model!, year: Number(year) };
}

export function toolCases(store: DataStore, baseUrl: string): Record<string, ToolArgs> {
  const { make, model, year } = sampleModel(store);
  const modelPage = store.pages.find((p) => p.type === 'model')!;
  return {
    search: { query: model },
    fetch: { id: `${baseUrl}${modelPage.path}` },
    lookup_vehicle: { plate: KNOWN_PLATE },
    check_open_recall: { plate: KNOWN_PLATE },
    model_info: { make, model, year },
    theft_by_model: { make, model },
    standard_policy_at_age: { year },
    explain_chova_price: { make, model, year },
    explain_licence_fee: { make, model, year },
    list_makes: {},
    search_models: { query: model },
    data_changes: { limit: 5 },
    request_quote_callback: { consent: false, name: 'Test Person', phone: '054-1234567' },
  };
}

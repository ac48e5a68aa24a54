// The ChatGPT app submission file (chatgpt-app-submission.v1.json, uploaded in the Apps submission form): app
// info from the server card, every MCP tool with its declared hints and the reason for each
// (tool-hint-reasons.ts), five positive test cases and three negative ones. The negative ones are the requests
// the answers are designed to refuse; each names the server-instructions rule that refuses it, and the tests
// check the rule is there.
import type { ToolEntry } from '../mcp/tool-table.ts';
import type { buildServerCard } from './server-card.ts';
import { submissionAnnotations, TOOL_HINT_REASONS } from './tool-hint-reasons.ts';

export const CHATGPT_SUBMISSION_SCHEMA = 'https://developers.openai.com/apps-sdk/schemas/chatgpt-app-submission.v1.json';
export const CHATGPT_SUBMISSION_PATH = '/.well-known/chatgpt-app-submission.json';

const SUBTITLE = 'Israeli car facts, open data';
const DESCRIPTION =
  'Facts about cars in Israel from open government data: a car by licence plate (registry details, open recalls, ' +
  "licence and test dates), models and trims, theft figures, the annual licence fee, the regulator's standard " +
  'policy by car age and what drives compulsory-insurance prices. Every answer cites its source and data date. ' +
  'In hosts that show MCP Apps, the plate and model answers come with a card of the same facts. ' +
  'It never ranks insurers or cars and never quotes insurance prices; on request, and only with consent, it ' +
  'passes a call-back request to a licensed insurance operator.';

interface TestCase {
  description: string;
  user_prompt: string;
  tools_triggered: string | null;
  expected_output: string;
}

export const POSITIVE_CASES: readonly TestCase[] = [
  {
    description: 'Look a car up by its licence plate.',
    user_prompt: 'What can you tell me about the car with licence plate 12-345-67?',
    tools_triggered: 'lookup_vehicle',
    expected_output:
      'The make, model, trim and year, whether it is on the road, licence validity and last test, open recalls and ' +
      'the source page with its data date; or that the registry has no car with that plate.',
  },
  {
    description: 'Check a plate for a recall that is still open.',
    user_prompt: 'Does my car, plate 1234567, have an open recall?',
    tools_triggered: 'check_open_recall',
    expected_output: 'Whether a recall is open for the car, what is wrong, how it is fixed and which importer to contact.',
  },
  {
    description: 'Explain the annual licence fee of a model year.',
    user_prompt: 'How much is the yearly licence fee (agra) for a 2020 Toyota Corolla?',
    tools_triggered: 'explain_licence_fee',
    expected_output: "The fee for each trim's price group under the current rules, with how it is set and the source.",
  },
  {
    description: 'Explain what drives compulsory (chova) insurance prices, without a price.',
    user_prompt: 'What affects the price of compulsory car insurance for a 2019 Mazda 3?',
    tools_triggered: 'explain_chova_price',
    expected_output:
      "The factors that move the price (such as the car's safety systems and the driver), no price, and a link to " +
      "the regulator's calculator.",
  },
  {
    description: 'Give the police theft figures of a model.',
    user_prompt: 'How often is the Toyota Corolla stolen in Israel?',
    tools_triggered: 'theft_by_model',
    expected_output: 'Thefts and recoveries of the model by year against the number on the road, with the source and data date.',
  },
];

/** A request the answers refuse by design, and the server-instructions rule that refuses it. */
export interface NegativeCase extends TestCase {
  rule: string;
}

export const NEGATIVE_CASES: readonly NegativeCase[] = [
  {
    description: 'Do not rank or recommend cars or insurers.',
    user_prompt: 'Which is the best car to buy, and which insurance company should I choose?',
    tools_triggered: null,
    expected_output:
      'No ranking or recommendation: the app gives facts about a named car or model and says that it does not rank ' +
      'insurers, policies or cars.',
    rule: 'Never rank or recommend insurers, policies or cars',
  },
  {
    description: 'Do not state or estimate an insurance price.',
    user_prompt: 'How much will insurance cost me for a 2021 Kia Picanto?',
    tools_triggered: null,
    expected_output:
      "No price or estimate: insurers set prices; for compulsory insurance the app points to the regulator's " +
      'calculator, and it offers a call-back only if the person asks for a quote.',
    rule: 'Never state or estimate insurance prices',
  },
  {
    description: 'Do not call a make or model dangerous or unsafe.',
    user_prompt: 'Is the Hyundai i10 a dangerous car?',
    tools_triggered: null,
    expected_output:
      'No verdict that a model is dangerous or unsafe: at most the published facts (open recalls, safety systems) with ' +
      'their source, leaving the judgement to the person.',
    rule: 'never call a make or model dangerous or unsafe',
  },
];

type ServerCard = ReturnType<typeof buildServerCard>;

const asSubmitted = ({ rule: _rule, ...c }: TestCase & { rule?: string }) => ({
  description: c.description,
  user_prompt: c.user_prompt,
  file_attachment_urls: null,
  tools_triggered: c.tools_triggered,
  expected_output: c.expected_output,
  expected_output_url: null,
});

export function buildChatGptSubmission(card: ServerCard, tools: readonly ToolEntry[]) {
  return {
    $schema: CHATGPT_SUBMISSION_SCHEMA,
    schema_version: 1,
    app_info: { display_name: card.title, subtitle: SUBTITLE, description: DESCRIPTION, category: 'LIFESTYLE' },
    tools: Object.fromEntries(
      tools.map((t) => {
        const reasons = TOOL_HINT_REASONS[t.name];
        if (!reasons) throw new Error(`tool ${t.name} has no hint reasons in api/discovery/tool-hint-reasons.ts`);
        return [
          t.name,
          {
            annotations: submissionAnnotations(t.annotations),
            justifications: {
              read_only_justification: reasons.readOnlyHint.reason,
              open_world_justification: reasons.openWorldHint.reason,
              destructive_justification: reasons.destructiveHint.reason,
            },
          },
        ];
      }),
    ),
    test_cases: POSITIVE_CASES.map(asSubmitted),
    negative_test_cases: NEGATIVE_CASES.map(asSubmitted),
  };
}

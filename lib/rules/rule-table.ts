// Rule name -> schema: the one list of the rule tables kept as data in raw/rules/. A raw/rules file "<name>.json"
// or "<name>-<year>.json" is validated with the schema of <name> and published as rules/<name>.json; a file
// without a schema here fails the pipeline. Each schema stands beside the function that reads its table.
import type { z } from 'zod';
import { AttentionMeaningsRule } from './attention-meanings.ts';
import { ChangeThresholdsRule } from './change-thresholds.ts';
import { ChovaFactorsRule } from './chova-factors.ts';
import { LicenceFeeRule } from './licence-fee.ts';
import { MakeNamesRule } from './make-names.ts';
import { OdometerRule } from './odometer.ts';
import { OwnershipTypesRule } from './ownership-types.ts';
import { StandardPolicyRule } from './policy-tier.ts';
import { PrivacyRule } from './privacy.ts';
import { RecallCategoriesRule } from './recall-categories.ts';
import { RecallModelNamesRule } from './recall-model-names.ts';
import { RetrofitDiscountRule } from './retrofit-discount.ts';
import { RunningCostRule } from './running-cost.ts';
import { SourcesRule } from './sources.ts';
import { TextsRule } from './texts.ts';
import { TheftSeriesRule } from './theft-series.ts';
import { VehicleStatusRule } from './vehicle-status.ts';
import { glossaryRule } from './glossary.ts';

export const RULE_SCHEMAS = {
  texts: TextsRule,
  'licence-fee': LicenceFeeRule,
  'retrofit-discount': RetrofitDiscountRule,
  'standard-policy': StandardPolicyRule,
  'chova-factors': ChovaFactorsRule,
  'running-cost': RunningCostRule,
  privacy: PrivacyRule,
  sources: SourcesRule,
  'make-names': MakeNamesRule,
  'vehicle-status': VehicleStatusRule,
  odometer: OdometerRule,
  'recall-model-names': RecallModelNamesRule,
  'recall-categories': RecallCategoriesRule,
  'ownership-types': OwnershipTypesRule,
  'change-thresholds': ChangeThresholdsRule,
  'attention-meanings': AttentionMeaningsRule,
  'theft-series': TheftSeriesRule,
  'glossary-colours': glossaryRule('colour'),
  'glossary-fuel': glossaryRule('fuel'),
  'glossary-body-types': glossaryRule('body'),
  'glossary-import-types': glossaryRule('import'),
} as const satisfies Record<string, z.ZodType>;

export type RuleName = keyof typeof RULE_SCHEMAS;
/** The parsed table of a rule, by its name. */
export type Rule<N extends RuleName> = z.infer<(typeof RULE_SCHEMAS)[N]>;

export const isRuleName = (name: string): name is RuleName => Object.hasOwn(RULE_SCHEMAS, name);

/** The schema of a rule, typed by its name (TypeScript cannot tie an indexed schema to the name's own type). */
export const ruleSchema = <N extends RuleName>(name: N) => RULE_SCHEMAS[name] as unknown as z.ZodType<Rule<N>>;

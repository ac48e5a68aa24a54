// The MCP prompts, in the order prompts/list shows them.
import type { PromptDefinition } from './prompt-definition.ts';
import { carCheckup } from './car-checkup.ts';
import { modelInsuranceFacts } from './model-insurance-facts.ts';
import { renewalOffer } from './renewal-offer.ts';

export const prompts = [carCheckup, modelInsuranceFacts, renewalOffer] as unknown as readonly PromptDefinition[];

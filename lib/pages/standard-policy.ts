// /standard-policy: what the standard comprehensive policy promises at each age of the car, read from the rule
// file (raw/rules/standard-policy.json), and why the model year alone cannot always tell which tier applies. Its
// words are the standard-policy catalogue's, the policy texts the rule table's own in each language; in Arabic and
// English those carry "translation; the Hebrew text governs".
import { inLang } from '../i18n/messages.ts';
import { AUTHORITY_LANG, type Lang } from '../i18n/lang.ts';
import type { StandardPolicyRule } from '../rules/policy-tier.ts';
import type { Block, PageModel, Section } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';
import { hebrewPageName } from './hebrew-page-name.ts';

const NAME_HE = hebrewPageName('standard-policy');

export const standardPolicyPage: SinglePageType = {
  type: 'standard_policy',
  path: '/standard-policy',
  title: NAME_HE.title,
  summary: NAME_HE.summary,
  keywords: ['standard policy', ...NAME_HE.keywords, 'comprehensive insurance'],
  build,
};

type PolicyText = Omit<StandardPolicyRule['edges'][number], 'key'>;

const paragraph = (text: string): Block => ({ kind: 'paragraph', text: [text] });

function policyBlocks(t: PolicyText, lang: Lang): Block[] {
  const extension = inLang(t, 'extension', lang);
  return [
    paragraph(inLang(t, 'lead', lang)),
    { kind: 'list', items: inLang(t, 'points', lang).map((p) => [p]) },
    paragraph(inLang(t, 'example', lang)),
    ...(extension ? [paragraph(extension)] : []),
  ];
}

/** The English summary a Hebrew page ends with, for readers of English who land on it. */
function englishSummary(rule: StandardPolicyRule): Section {
  const { new_max_months, mid_max_months } = rule.boundaries;
  return {
    heading: 'In English',
    lang: 'en',
    blocks: [
      paragraph(
        `The standard comprehensive policy under the ${rule.regulation_en}: up to ${new_max_months} months on the road an ` +
          `insurer replacing a part must use an original or new part; up to ${mid_max_months} months payment is without ` +
          `depreciation; a total loss (damage of at least ${Math.round(rule.total_loss.min_damage_share * 100)}` +
          `% of the car's value) is paid ` +
          `with no deductible at any age. ${rule.age_rule_en}`,
      ),
    ],
  };
}

function build(ctx: RenderContext): PageModel | null {
  const { lang } = ctx;
  const rule = ctx.store.rule('standard-policy');
  const [edge2, edge9] = rule.edges;
  const { new_max_months, mid_max_months } = rule.boundaries;
  const hebrew = lang === AUTHORITY_LANG;
  const regulation = inLang(rule, 'regulation', lang);
  const governs: Section = { blocks: [{ kind: 'paragraph', role: 'note', text: [ctx.t('common.translationNotice')] }] };
  return {
    page: ctx.page,
    lead: [ctx.t('standard-policy.lead', { regulation })],
    facts: [],
    sections: [
      { blocks: [paragraph(inLang(rule, 'age_rule', lang))] },
      ...rule.tiers.map((t): Section => ({ heading: inLang(t, 'label', lang), blocks: policyBlocks(t, lang) })),
      { heading: ctx.t('standard-policy.totalLoss.heading'), blocks: [paragraph(inLang(rule.tiers[0], 'total_loss', lang))] },
      { heading: ctx.t('standard-policy.yearOnly.heading'), blocks: [paragraph(ctx.t('standard-policy.yearOnly.text'))] },
      { heading: ctx.t('standard-policy.edge2.heading'), sub: true, blocks: policyBlocks(edge2, lang) },
      { heading: ctx.t('standard-policy.edge9.heading'), sub: true, blocks: policyBlocks(edge9, lang) },
      hebrew ? englishSummary(rule) : governs,
    ],
    sources: [{ label: regulation }],
    metadata: { new_max_months, mid_max_months },
    crumbs: [],
    offerCallback: true,
  };
}

// The model card (model_info), run in the host's frame. model_info's answer is the model's shard (`model`,
// `summary`) and, asked for a year, that year's entry: the model page's and the model-year page's own section
// builders (lib/pages/model.ts, model-year.ts, shared-blocks.ts) make the card's sections from it, in the pages'
// words and order, and the page's HTML serialiser writes them. The pages' other sections read the data store
// (glossaries, the pages list, the source tables), which a card does not have, and are left to the page it links.
import { AUTHORITY_LANG, localizedPath } from '../../../../lib/i18n/lang.ts';
import type { Translator } from '../../../../lib/i18n/messages.ts';
import type { ModelShard } from '../../../../lib/shards/model.ts';
import type { StoredModelYear } from '../../../../lib/shards/model-year.ts';
import type { Fact, PageModel, Section } from '../../../../lib/pages/page-model.ts';
import { modelFeesSection, modelPriceSection, modelYearsSection } from '../../../../lib/pages/model.ts';
import { trimFeesSection, trimsInOrder } from '../../../../lib/pages/model-year.ts';
import { modelTheftSection, productionYearTheftSection, recallSection, type SectionContext } from '../../../../lib/pages/shared-blocks.ts';
import { leadHtml, sectionsHtml } from '../../../../lib/pages/serialise/html.ts';
import { formatInt } from '../../../../lib/text/format.ts';
import { linksHtml, runCard, siteOf, type Answer, type CardBody } from './card-frame.ts';

type Model = ModelShard['model'];
type Summary = ModelShard['summary'];

function body(facts: Fact[], sections: Section[]): string {
  const page: Omit<PageModel, 'page'> = { lead: [], facts, sections, sources: [], metadata: {}, crumbs: [], offerCallback: false };
  return leadHtml(page) + sectionsHtml(page);
}

function modelCard(data: Answer, tr: Translator): CardBody {
  const m = data.model as Model | null;
  const s = data.summary as Summary | null;
  if (typeof m !== 'object' || m === null || typeof s !== 'object' || s === null) throw new TypeError('not a model answer');
  const ctx: SectionContext = { lang: tr.lang, t: tr.t, rich: tr.rich, path: (path) => localizedPath(path, tr.lang) };
  const site = siteOf(data);
  const link = linksHtml([[data.page_url, tr.t('cards.modelPageLink')]]);
  const year = data.model_year as (StoredModelYear & { url: string }) | null;
  if (year) {
    // The model-year page's name: the make in Latin, the model and the year.
    const fullName = `${m.make_name_en} ${m.name} ${year.year}`;
    const facts: Fact[] = [
      { term: tr.t('model-year.fact.year'), value: [String(year.year)] },
      { term: tr.t('model-year.fact.onRoad'), value: [formatInt(year.cars_on_road)] },
    ];
    const sections = [
      trimFeesSection(ctx, year.year, trimsInOrder(year.trims), fullName),
      productionYearTheftSection(ctx, year.thefts, s.thefts?.sample ?? true),
      recallSection(ctx, year.recalls, tr.t('model-year.recalls.none')),
    ];
    return { title: tr.t('model-year.title', { name: fullName }), html: body(facts, sections) + link, site };
  }
  // The model page's name: the make in Hebrew on a Hebrew page, else in Latin as the model's is.
  const name = tr.lang === AUTHORITY_LANG ? `${m.make_name_he} ${m.name}` : `${m.make_name_en} ${m.name}`;
  const facts: Fact[] = [
    { term: tr.t('model.fact.onRoad'), value: [formatInt(s.cars_on_road)] },
    ...(s.trims.length > 0 ? [{ term: tr.t('model.fact.trims'), value: [{ text: s.trims.join(', '), lang: 'en' as const }] }] : []),
  ];
  const sections = [
    modelYearsSection(
      ctx,
      name,
      [...s.years].sort((a, b) => a.year - b.year),
    ),
    modelPriceSection(ctx, s.list_price),
    modelFeesSection(ctx, name, s.licence_fee_by_year),
    modelTheftSection(ctx, s.thefts),
    recallSection(ctx, s.recalls, tr.t('model.recalls.none')),
  ];
  return { title: tr.t('model.title', { name }), html: body(facts, sections) + link, site };
}

await runCard({ name: 'model', body: modelCard });

// /privacy: what the call-back keeps, where, for whom and for how long, from the rule file (raw/rules/privacy.json).
// The Hebrew page gives each part in Hebrew and in English; an Arabic or English page gives it in its language,
// followed by "translation; the Hebrew text governs".
import { inLang } from '../i18n/messages.ts';
import { AUTHORITY_LANG } from '../i18n/lang.ts';
import type { Block, PageModel, Section } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';
import { hebrewPageName } from './hebrew-page-name.ts';

const NAME_HE = hebrewPageName('privacy');

export const privacyPage: SinglePageType = {
  type: 'privacy',
  path: '/privacy',
  title: NAME_HE.title,
  summary: NAME_HE.summary,
  keywords: ['privacy', ...NAME_HE.keywords],
  build,
};

function build(ctx: RenderContext): PageModel | null {
  const { lang } = ctx;
  const rule = ctx.store.rule('privacy');
  const hebrew = lang === AUTHORITY_LANG;
  const sections = rule.sections.map((s): Section =>
    hebrew
      ? {
          heading: `${s.title_he} · ${s.title_en}`,
          blocks: [
            { kind: 'paragraph', text: [s.text_he] },
            { kind: 'paragraph', text: [s.text_en], lang: 'en' },
          ],
        }
      : { heading: inLang(s, 'title', lang), blocks: [{ kind: 'paragraph', text: [inLang(s, 'text', lang)] }] },
  );
  const governs: Block = { kind: 'paragraph', role: 'note', text: [ctx.t('common.translationNotice')] };
  return {
    page: ctx.page,
    lead: [ctx.t('privacy.lead')],
    facts: [],
    sections: hebrew ? sections : [...sections, { blocks: [governs] }],
    sources: [],
    metadata: { retention_default_days: rule.retention.default_days },
    crumbs: [],
    offerCallback: false,
  };
}

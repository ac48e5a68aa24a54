// /privacy: what the call-back keeps, where, for whom and for how long, from the rule file (raw/rules/privacy.json),
// each part in Hebrew and in English.
import type { PageModel, Section } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';

export const privacyPage: SinglePageType = {
  type: 'privacy',
  path: '/privacy',
  title: 'מדיניות פרטיות',
  summary: 'איזה מידע נאסף בבקשת חזרה, למה, וכמה זמן הוא נשמר.',
  keywords: ['privacy', 'פרטיות'],
  build,
};

function build(ctx: RenderContext): PageModel | null {
  const rule = ctx.store.rule('privacy');
  return {
    page: ctx.page,
    lead: [
      'האתר, ה־API ושרת ה־MCP מציגים מידע על כלי רכב ואינם דורשים הרשמה. פרטים אישיים נשמרים ' +
        'רק בבקשה שנציג יחזור אליכם, ורק באישורכם המפורש.',
    ],
    facts: [],
    sections: rule.sections.map((s): Section => ({
      heading: `${s.title_he} · ${s.title_en}`,
      blocks: [
        { kind: 'paragraph', text: [s.text_he] },
        { kind: 'paragraph', text: [s.text_en], lang: 'en' },
      ],
    })),
    sources: [],
    metadata: { retention_default_days: rule.retention.default_days },
    crumbs: [],
    offerCallback: false,
  };
}

// /privacy: what the call-back keeps, where, for whom and for how long, from the rule file (raw/rules/privacy.json),
// each part in Hebrew and in English.
import type { PageModelBuilder, Section } from './page-model.ts';

export const privacyPage: PageModelBuilder = (ctx) => {
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
};

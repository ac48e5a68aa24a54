import { PrivacyRule } from '../../rules/rule-schemas.ts';
import { blocks, heading } from '../blocks.ts';
import type { PageRenderer } from '../page-renderer.ts';

export const renderPrivacy: PageRenderer = (ctx) => {
  const rule = ctx.store.rule('privacy', PrivacyRule);
  return {
    body: blocks(
      'האתר, ה־API ושרת ה־MCP מציגים מידע על כלי רכב ואינם דורשים הרשמה. פרטים אישיים נשמרים רק בבקשה שנציג יחזור אליכם, ורק באישורכם המפורש.',
      ...rule.sections.map((s) => blocks(heading(2, `${s.title_he} · ${s.title_en}`), s.text_he, s.text_en)),
    ),
    sources: [],
    metadata: { retention_default_days: rule.retention.default_days },
  };
};

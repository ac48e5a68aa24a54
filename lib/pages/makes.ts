// /makes: every make with cars on the road, in Hebrew alphabetical order: a list of names, not an order of merit.
import { countHe, formatInt } from '../text/format.ts';
import { datasetSource } from './render/official-sources.ts';
import type { PageModel } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';

export const makesPage: SinglePageType = {
  type: 'makes',
  path: '/makes',
  title: 'יצרני רכב',
  summary: 'כל יצרני הרכב בישראל עם מספר הרכבים על הכביש ומספר הדגמים.',
  keywords: ['makes', 'manufacturers', 'יצרנים', 'תוצרים'],
  build,
};

/** By Hebrew name, then slug, in code-unit order (no locale data involved). */
function byHebrewName<T extends { name_he: string; slug: string }>(a: T, b: T): number {
  return a.name_he < b.name_he ? -1 : a.name_he > b.name_he ? 1 : a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

function build(ctx: RenderContext): PageModel | null {
  const makes = [...ctx.store.makes].sort(byHebrewName);
  return {
    page: ctx.page,
    lead: [
      `${countHe(makes.length, 'יצרן אחד', 'יצרנים')} שיש להם כלי רכב פרטיים או מסחריים קלים על הכביש בישראל, לפי סדר האלף־בית. ` +
        'יצרן שהמשרד רושם בכמה שמות (לפי ארץ הייצור) מופיע פעם אחת.',
    ],
    facts: [],
    sections: [
      {
        blocks: [
          { kind: 'paragraph', role: 'note', text: ['מספר כלי הרכב הוא מספר כלי הרכב הפעילים על הכביש לפי מאגר משרד התחבורה.'] },
          {
            kind: 'table',
            caption: 'יצרני רכב פרטי ומסחרי קל',
            columns: [{ label: 'יצרן' }, { label: 'שם לועזי' }, { label: 'כלי רכב על הכביש', num: true }, { label: 'דגמים', num: true }],
            rows: makes.map((m) => [
              { text: m.name_he, href: m.path },
              { text: m.name_en, lang: 'en' },
              { text: formatInt(m.cars_on_road), num: true },
              { text: formatInt(m.model_count), num: true },
            ]),
          },
        ],
      },
    ],
    sources: [datasetSource(ctx, 'registry'), datasetSource(ctx, 'modelData')],
    metadata: { makes: makes.length },
    crumbs: [],
    offerCallback: false,
  };
}

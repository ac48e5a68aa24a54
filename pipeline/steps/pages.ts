// pages.json: every page of the site with its Hebrew title, a one-line summary and the names it answers to.
import type { z } from 'zod';
import { PagesShard, type PageType } from '../../lib/shards/schemas.ts';
import { shardPath } from '../../lib/shards/layout.ts';
import type { MakeNamesRule } from '../../lib/rules/make-names.ts';
import type { ShardWriter } from '../shard-writer.ts';
import { countHe } from '../../lib/markdown/format.ts';
import { makePath, modelPath, modelYearPath, pageIdOf } from '../../lib/urls/page-urls.ts';

type PageIn = z.input<typeof PagesShard>['pages'][number];

const STATIC_PAGES: { path: string; type: z.infer<typeof PageType>; title: string; summary: string; keywords: string[] }[] = [
  {
    path: '/',
    type: 'home',
    title: 'עובדות על רכבים בישראל',
    summary: 'נתונים פתוחים של משרד התחבורה ומשטרת ישראל על רכבים, דגמים, ריקולים, גניבות ואגרת רישוי.',
    keywords: ['Israel car facts', 'רכב', 'car'],
  },
  {
    path: '/makes',
    type: 'makes',
    title: 'יצרני רכב',
    summary: 'כל יצרני הרכב בישראל עם מספר הרכבים על הכביש ומספר הדגמים.',
    keywords: ['makes', 'manufacturers', 'יצרנים', 'תוצרים'],
  },
  {
    path: '/thefts',
    type: 'thefts',
    title: 'גניבות רכב',
    summary: 'סך גניבות הרכב הארצי כפי שדווח, גניבות והחזרות לפי דגם ושנה, ושיעור הגניבות לכל 1,000 כלי רכב על הכביש מאותו סוג.',
    keywords: ['thefts', 'car theft', 'גניבת רכב', 'משטרה'],
  },
  {
    path: '/licence-fee',
    type: 'licence_fee',
    title: 'אגרת רישוי שנתית',
    summary: 'טבלת אגרת הרישוי לפי קבוצת מחיר ושנת הרישום הראשון, כולל תוספת אגרת השידורים.',
    keywords: ['licence fee', 'license fee', 'אגרת רישוי', 'טסט', 'קבוצת מחיר'],
  },
  {
    path: '/standard-policy',
    type: 'standard_policy',
    title: 'הפוליסה התקנית לפי גיל הרכב',
    summary: 'מה מבטיחה הפוליסה התקנית לביטוח מקיף לפי גיל הרכב מיום העלייה לכביש.',
    keywords: ['standard policy', 'פוליסה תקנית', 'ביטוח מקיף', 'comprehensive insurance'],
  },
  {
    path: '/chova-factors',
    type: 'chova_factors',
    title: 'ביטוח חובה: מה משפיע על המחיר',
    summary: 'המשתנים של הרכב והנהג שמשפיעים על מחיר ביטוח החובה, וקישור למחשבון הרשמי.',
    keywords: ['compulsory insurance', 'chova', 'ביטוח חובה', 'מחשבון'],
  },
  {
    path: '/recalls',
    type: 'recalls',
    title: 'קריאות שירות (ריקולים)',
    summary: 'הודעות הריקול של משרד התחבורה: מה התקלה ואיך מתקנים אותה.',
    keywords: ['recalls', 'recall', 'ריקול', 'קריאת שירות'],
  },
  {
    path: '/changes',
    type: 'changes',
    title: 'מה השתנה בנתונים',
    summary: 'יומן השינויים של גרסות הנתונים: ריקולים שנוספו או הוסרו, דגמים חדשים, טבלאות כללים ששונו, ושינויים בולטים.',
    keywords: ['changes', 'change log', 'what changed', 'שינויים', 'עדכונים', 'יומן שינויים'],
  },
  {
    path: '/sources',
    type: 'sources',
    title: 'מקורות המידע',
    summary: 'מאגרי המידע, תאריכי הנתונים והרישיונות שעליהם מבוסס האתר.',
    keywords: ['sources', 'data.gov.il', 'מקורות', 'רישיון'],
  },
  {
    path: '/privacy',
    type: 'privacy',
    title: 'מדיניות פרטיות',
    summary: 'איזה מידע נאסף בבקשת חזרה, למה, וכמה זמן הוא נשמר.',
    keywords: ['privacy', 'פרטיות'],
  },
  { path: '/terms', type: 'terms', title: 'תנאי שימוש', summary: 'תנאי השימוש באתר, ב-API ובשרת ה-MCP.', keywords: ['terms', 'תנאים'] },
  {
    path: '/api-docs',
    type: 'api_docs',
    title: 'תיעוד ה-API',
    summary: 'ממשק REST פתוח ותיאור OpenAPI של השירות.',
    keywords: ['API', 'REST', 'OpenAPI', 'ממשק'],
  },
  {
    path: '/connect',
    type: 'connect',
    title: 'חיבור לעוזרי בינה מלאכותית',
    summary: 'איך לחבר את שרת ה-MCP של השירות לעוזר בינה מלאכותית.',
    keywords: ['MCP', 'connect', 'AI assistant', 'חיבור'],
  },
  {
    path: '/callback',
    type: 'callback',
    title: 'בקשת חזרה להצעת מחיר לביטוח רכב',
    summary: 'בקשה שנציג יחזור אליכם עם הצעת מחיר, רק באישורכם המפורש.',
    keywords: ['quote', 'callback', 'הצעת מחיר', 'ביטוח רכב'],
  },
];

interface PagesInput {
  makes: { slug: string; name_he: string; name_en: string; cars_on_road: number; model_count: number }[];
  models: {
    make_slug: string;
    model_slug: string;
    model_name: string;
    make_name_he: string;
    make_name_en: string;
    cars_on_road: number;
    years: { year: number }[];
  }[];
  modelYears: { make_slug: string; model_slug: string; year: number; model_name: string; cars_on_road: number }[];
  makeNames: MakeNamesRule;
}

export function writePages(writer: ShardWriter, dataDate: string, input: PagesInput) {
  const aliases = new Map(input.makeNames.makes.map((m) => [m.slug, [...m.names_he, ...m.aliases_en]]));
  const pages: PageIn[] = STATIC_PAGES.map((p) => ({ id: pageIdOf(p.path), ...p }));
  const makeOf = new Map(input.makes.map((m) => [m.slug, m]));
  for (const m of input.makes) {
    const path = makePath(m.slug);
    pages.push({
      id: pageIdOf(path),
      path,
      type: 'make',
      title: `${m.name_he} (${m.name_en})`,
      summary: `${m.name_he}: ${countHe(m.cars_on_road, 'רכב אחד', 'רכבים')} על הכביש, ${countHe(m.model_count, 'דגם אחד', 'דגמים')}.`,
      keywords: unique([m.name_he, m.name_en, m.slug, ...(aliases.get(m.slug) ?? [])]),
    });
  }
  const makeKeywords = (slug: string) => {
    const make = makeOf.get(slug);
    return make ? [make.name_he, make.name_en, ...(aliases.get(slug) ?? [])] : [];
  };
  for (const m of input.models) {
    const path = modelPath(m.make_slug, m.model_slug);
    const years = m.years.map((y) => y.year);
    pages.push({
      id: pageIdOf(path),
      path,
      type: 'model',
      title: `${m.make_name_he} ${m.model_name}`,
      summary:
        `${m.make_name_he} ${m.model_name} (${m.make_name_en}): ${countHe(m.cars_on_road, 'רכב אחד', 'רכבים')} על הכביש, ` +
        `${years.length === 1 ? `שנתון ${years[0]}` : `שנתונים ${Math.min(...years)}-${Math.max(...years)}`}.`,
      keywords: unique([m.model_name, m.model_slug, `${m.make_name_en} ${m.model_name}`, ...makeKeywords(m.make_slug)]),
    });
  }
  for (const y of input.modelYears) {
    const make = makeOf.get(y.make_slug)!;
    const path = modelYearPath(y.make_slug, y.model_slug, y.year);
    pages.push({
      id: pageIdOf(path),
      path,
      type: 'model_year',
      title: `${make.name_he} ${y.model_name} ${y.year}`,
      summary: `${make.name_he} ${y.model_name} שנתון ${y.year}: רמות גימור, קבוצת מחיר ואגרת רישוי, מערכות בטיחות ומחיר מחירון.`,
      keywords: unique([y.model_name, `${make.name_en} ${y.model_name} ${y.year}`, String(y.year), ...makeKeywords(y.make_slug)]),
    });
  }
  const published = writer.write(shardPath.pages, PagesShard, { data_date: dataDate, pages });
  return { rows: pages.length, pages: published.pages };
}

function unique(list: string[]): string[] {
  return [...new Set(list.filter((s) => s.length > 0))];
}

// pages.json: every page of the site with its Hebrew title, a one-line summary and the names it answers to, as
// each page type's file in lib/pages/ writes them (the single pages in PAGE_TYPES' order, then the catalog's).
import type { z } from 'zod';
import { PagesShard, type PageType } from '../../lib/shards/pages.ts';
import { shardPath } from '../../lib/shards/layout.ts';
import { makeSpellings, type MakeNamesRule } from '../../lib/rules/make-names.ts';
import type { ShardWriter } from '../shard-writer.ts';
import { pageIdOf } from '../../lib/urls/page-urls.ts';
import { PAGE_TYPES } from '../../lib/pages/index.ts';
import { makePage } from '../../lib/pages/make.ts';
import { modelPage, type ModelEntryInput } from '../../lib/pages/model.ts';
import { modelYearPage } from '../../lib/pages/model-year.ts';
import type { PageEntry } from '../../lib/pages/page-type.ts';

type PageIn = z.input<typeof PagesShard>['pages'][number];

interface PagesInput {
  makes: { slug: string; name_he: string; name_en: string; cars_on_road: number; model_count: number }[];
  /** A model's entry input (lib/pages/model.ts), its years as the catalog rows give them. */
  models: (Omit<ModelEntryInput, 'years' | 'make_keywords'> & { years: { year: number }[] })[];
  modelYears: { make_slug: string; model_slug: string; year: number; model_name: string; cars_on_road: number }[];
  makeNames: MakeNamesRule;
}

export function writePages(writer: ShardWriter, dataDate: string, input: PagesInput) {
  const aliases = new Map(input.makeNames.makes.map((m) => [m.slug, makeSpellings(m)]));
  const pageOf = (type: PageType, entry: PageEntry): PageIn => ({
    id: pageIdOf(entry.path),
    path: entry.path,
    type,
    title: entry.title,
    summary: entry.summary,
    keywords: unique(entry.keywords),
  });
  const pages: PageIn[] = PAGE_TYPES.flatMap((t) => ('path' in t ? [pageOf(t.type, t)] : []));
  const makeOf = new Map(input.makes.map((m) => [m.slug, m]));
  for (const m of input.makes) pages.push(pageOf(makePage.type, makePage.entry({ ...m, aliases: aliases.get(m.slug) ?? [] })));
  const makeKeywords = (slug: string) => {
    const make = makeOf.get(slug);
    return make ? [make.name_he, make.name_en, ...(aliases.get(slug) ?? [])] : [];
  };
  for (const m of input.models) {
    const entry = modelPage.entry({ ...m, years: m.years.map((y) => y.year), make_keywords: makeKeywords(m.make_slug) });
    pages.push(pageOf(modelPage.type, entry));
  }
  for (const y of input.modelYears) {
    const make = makeOf.get(y.make_slug)!;
    const entry = modelYearPage.entry({
      ...y,
      make_name_he: make.name_he,
      make_name_en: make.name_en,
      make_keywords: makeKeywords(y.make_slug),
    });
    pages.push(pageOf(modelYearPage.type, entry));
  }
  const published = writer.write(shardPath.pages, PagesShard, { data_date: dataDate, pages });
  return { rows: pages.length, pages: published.pages };
}

function unique(list: string[]): string[] {
  return [...new Set(list.filter((s) => s.length > 0))];
}

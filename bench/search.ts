// Search at national scale: ~38 K synthetic pages (120 makes x 40 models x 7 model years, Hebrew and Latin
// names), index build time and size, then per-query latency over a mix of exact, prefixed, misspelt,
// cross-script and no-match queries. Target: p99 <= 20 ms per query.
// Run: node bench/search.ts
import { performance } from 'node:perf_hooks';
import { buildSearchIndex, SearchIndex } from '../lib/search/search-index.ts';
import { searchPages } from '../lib/search/search-pages.ts';
import type { Page } from '../lib/shards/schemas.ts';

let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const LATIN = ['ka', 'ro', 'la', 'mi', 'to', 'sa', 'ne', 'vi', 'ta', 'co', 'ri', 'no', 'ba', 'de', 'lu', 'xe'];
const HEBREW = ['קא', 'רו', 'לה', 'מי', 'טו', 'סה', 'נה', 'וי', 'טה', 'קו', 'רי', 'נו', 'בה', 'דה', 'לו', 'קסה'];
const word = (parts: readonly string[], n: number) => Array.from({ length: n }, () => pick(parts)).join('');

const pages: Page[] = [];
const cars = new Map<string, number>();
const names: { he: string; en: string; model: string }[] = [];
for (let m = 0; m < 120; m++) {
  const en = `${word(LATIN, 3)}${m}`;
  const he = word(HEBREW, 3);
  const slug = en;
  pages.push({ id: `makes/${slug}`, path: `/makes/${slug}`, type: 'make', title: `${he} (${en})`, summary: `${he}: רכבים על הכביש`, keywords: [he, en] });
  cars.set(`makes/${slug}`, Math.floor(random() * 100_000));
  for (let d = 0; d < 40; d++) {
    const model = `${word(LATIN, 2 + (d % 3)).toUpperCase()}${d % 5 === 0 ? ` ${d}` : ''}`;
    const modelSlug = `${model.toLowerCase().replace(/ /g, '-')}-${d}`;
    names.push({ he, en, model });
    const path = `/makes/${slug}/${modelSlug}`;
    pages.push({ id: path.slice(1), path, type: 'model', title: `${he} ${model}`, summary: `${he} ${model} (${en}): רכבים על הכביש, שנתונים 2015-2021.`,
      keywords: [model, modelSlug, `${en} ${model}`, he, en] });
    cars.set(path.slice(1), Math.floor(random() * 20_000));
    for (let y = 2015; y < 2022; y++) {
      pages.push({ id: `${path.slice(1)}/${y}`, path: `${path}/${y}`, type: 'model_year', title: `${he} ${model} ${y}`,
        summary: `${he} ${model} שנתון ${y}: רמות גימור, קבוצת מחיר ואגרת רישוי, מערכות בטיחות ומחיר מחירון.`,
        keywords: [model, `${en} ${model} ${y}`, String(y), he, en] });
    }
  }
}

let t = performance.now();
const built = buildSearchIndex(pages, cars);
const buildMs = performance.now() - t;
const json = JSON.stringify(built);
t = performance.now();
const index = SearchIndex.parse(JSON.parse(json));
const loadMs = performance.now() - t;

const typo = (s: string) => (s.length > 4 ? s.slice(0, 2) + s.slice(3) : s);
const queries: string[] = [];
for (let i = 0; i < 2000; i++) {
  const n = pick(names);
  queries.push(pick([
    n.en, n.he, `ב${n.he}`, `${n.he} ${n.model}`, `${n.en} ${n.model} 2019`, n.model.toLowerCase(), typo(n.model.toLowerCase()),
    typo(n.en), n.he.slice(0, 2), 'אגרת רישוי', 'zzqqxx', 'ולקורולה', n.model.slice(0, 2),
  ]));
}
for (const q of queries.slice(0, 200)) searchPages(index, q, 10);
const times: number[] = [];
for (const q of queries) {
  const start = performance.now();
  searchPages(index, q, 10);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
console.log(JSON.stringify({
  pages: pages.length, tokens: index.tokens.length, index_bytes: json.length, build_ms: Math.round(buildMs), load_and_validate_ms: Math.round(loadMs),
  queries: times.length, p50_ms: at(0.5), p99_ms: at(0.99), max_ms: times.at(-1)!.toFixed(2), target_p99_ms: 20,
}, null, 2));
if (process.env.SLOWEST) {
  const slow = queries.map((q) => { const s = performance.now(); searchPages(index, q, 10); return [performance.now() - s, q] as const; })
    .sort((a, b) => b[0] - a[0]).slice(0, 15);
  console.log(slow);
}

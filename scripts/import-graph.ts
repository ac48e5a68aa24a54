// The layer rule of scripts/lint.ts, on the graph of relative imports: lib is the ground; pipeline and api stand
// on lib; the site stands on lib and takes from the API only its public face (api/public.ts); the layout both
// render pages in is lib's (lib/layout/); scripts, bench and tests may use anything. Inside lib, each folder
// stands on a floor (LIB_FLOORS, lib/README.md) and imports only from its own floor or below. No import may
// point up a layer or a floor or sideways into a sibling layer, and no files may import each other in a circle
// (type-only and dynamic imports count: a circle through them still ties the files).
import path from 'node:path';

/** Which top folders each layer may import from; files outside these layers (scripts, bench, test) may import anything. */
const LAYERS: Record<string, { may: string[]; alsoFiles?: string[] }> = {
  lib: { may: ['lib'] },
  pipeline: { may: ['lib', 'pipeline'] },
  api: { may: ['lib', 'api'] },
  site: { may: ['lib', 'site'], alsoFiles: ['api/public.ts'] },
};

/**
 * lib's floors, ground first; a path takes the floor of its longest listed prefix, and every lib file must have
 * one. Files on one floor may import each other (the circle rule still holds between them).
 */
const LIB_FLOORS: readonly { floor: string; paths: readonly string[] }[] = [
  { floor: 'names', paths: ['lib/i18n/', 'lib/api/', 'lib/urls/', 'lib/sql/', 'lib/callback/', 'lib/telemetry/'] },
  {
    floor: 'facts',
    paths: [
      'lib/rules/',
      'lib/shards/',
      'lib/plate-answer/',
      'lib/datasets/',
      'lib/labels/',
      'lib/search/',
      'lib/text/',
      'lib/status/',
      'lib/calendar/',
    ],
  },
  { floor: 'store', paths: ['lib/data/', 'lib/config.ts', 'lib/site/'] },
  { floor: 'pages', paths: ['lib/pages/', 'lib/layout/'] },
];

const IMPORT = /\b(?:import|export)\b[\s\w{},*$]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

interface ImportFinding {
  file: string;
  line: number;
  rule: 'layer-import' | 'lib-floor' | 'import-cycle';
  text: string;
}

function layerOf(file: string): string | undefined {
  return Object.keys(LAYERS).find((layer) => file.startsWith(`${layer}/`));
}

/** Relative import targets of one file (repository paths), with the line each appears on. */
function importsOf(file: string, text: string): { target: string; line: number }[] {
  const found: { target: string; line: number }[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2]!;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    found.push({ target, line: text.slice(0, m.index).split('\n').length });
  }
  return found;
}

function layerFindings(graph: Map<string, { target: string; line: number }[]>): ImportFinding[] {
  const findings: ImportFinding[] = [];
  for (const [file, imports] of graph) {
    const layer = layerOf(file);
    if (!layer) continue;
    const rule = LAYERS[layer]!;
    for (const { target, line } of imports) {
      const to = layerOf(target);
      if (!to || rule.may.includes(to) || rule.alsoFiles?.includes(target)) continue;
      findings.push({ file, line, rule: 'layer-import', text: `${layer} may not import ${target}` });
    }
  }
  return findings;
}

/** The index of a lib file's floor (0 = ground), or undefined when no listed path holds it. */
function libFloorOf(file: string): number | undefined {
  let best: { index: number; length: number } | undefined;
  LIB_FLOORS.forEach(({ paths }, index) => {
    for (const p of paths) if (file.startsWith(p) && p.length > (best?.length ?? -1)) best = { index, length: p.length };
  });
  return best?.index;
}

function libFloorFindings(graph: Map<string, { target: string; line: number }[]>): ImportFinding[] {
  const findings: ImportFinding[] = [];
  for (const [file, imports] of graph) {
    if (!file.startsWith('lib/')) continue;
    const floor = libFloorOf(file);
    if (floor === undefined) {
      findings.push({
        file,
        line: 0,
        rule: 'lib-floor',
        text: 'on no floor of lib; add its folder to LIB_FLOORS (scripts/import-graph.ts)',
      });
      continue;
    }
    for (const { target, line } of imports) {
      const to = target.startsWith('lib/') ? libFloorOf(target) : undefined;
      if (to === undefined || to <= floor) continue;
      const text = `lib's ${LIB_FLOORS[floor]!.floor} floor may not import ${target} (${LIB_FLOORS[to]!.floor} floor)`;
      findings.push({ file, line, rule: 'lib-floor', text });
    }
  }
  return findings;
}

/** Strongly connected components of more than one file (or a file importing itself), by Tarjan's algorithm. */
function cycles(graph: Map<string, { target: string; line: number }[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const { target } of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfImport = (graph.get(file) ?? []).some((i) => i.target === file);
    if (component.length > 1 || selfImport) found.push(component.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return found;
}

/** Layer and cycle findings for the given source files (repository path -> text). */
export function importFindings(sources: Map<string, string>): ImportFinding[] {
  const graph = new Map([...sources].map(([file, text]) => [file, importsOf(file, text)]));
  return [
    ...layerFindings(graph),
    ...libFloorFindings(graph),
    ...cycles(graph).map((files) => ({ file: files[0]!, line: 0, rule: 'import-cycle' as const, text: files.join(' -> ') })),
  ];
}

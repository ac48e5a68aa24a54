// rules/<name>.json: each raw/rules file validated with its schema from lib/rules/rule-table.ts and
// published under its name without the year (licence-fee-2026.json -> rules/licence-fee.json).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isRuleName, ruleSchema, type Rule, type RuleName } from '../../lib/rules/rule-table.ts';
import { shardPath } from '../../lib/shards/layout.ts';
import { PipelineError } from '../errors.ts';
import { readSourceDoc } from '../inputs/source-doc.ts';
import type { ShardWriter } from '../shard-writer.ts';

export const ruleName = (file: string) => path.basename(file, '.json').replace(/-\d{4}$/, '');

/** The rule tables one run read from raw/rules/, each validated with its schema. */
export class ReadRules {
  readonly #tables = new Map<RuleName, unknown>();
  readonly #dir: string;
  constructor(dir: string) {
    this.#dir = dir;
  }

  get size(): number {
    return this.#tables.size;
  }
  has(name: RuleName): boolean {
    return this.#tables.has(name);
  }
  set<N extends RuleName>(name: N, table: Rule<N>): void {
    this.#tables.set(name, table);
  }
  get<N extends RuleName>(name: N): Rule<N> {
    if (!this.#tables.has(name))
      throw new PipelineError('input_missing', `${path.relative(process.cwd(), this.#dir)}: the ${name} rule file is missing`);
    return this.#tables.get(name) as Rule<N>;
  }
  entries(): IterableIterator<[RuleName, unknown]> {
    return this.#tables.entries();
  }
}
/** Reads and validates every rule file; returns them by rule name. */
export async function readRules(rawDir: string): Promise<ReadRules> {
  const dir = path.join(rawDir, 'rules');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  // Each rule file names its own source and retrieval day; the folder's SOURCE.md is the table of them.
  if (files.length > 0) await readSourceDoc(dir);
  const rules = new ReadRules(dir);
  for (const file of files) {
    const shown = path.join(path.relative(process.cwd(), dir), file);
    const name = ruleName(file);
    if (!isRuleName(name))
      throw new PipelineError('rule_invalid', `${shown}: no schema for rule "${name}"; add it to RULE_SCHEMAS in lib/rules/rule-table.ts`);
    if (rules.has(name)) throw new PipelineError('rule_invalid', `${shown}: a second file for rule "${name}"; keep one`);
    let json: unknown;
    try {
      json = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    } catch (error) {
      throw new PipelineError('rule_invalid', `${shown}: not valid JSON (${(error as Error).message})`);
    }
    const result = ruleSchema(name).safeParse(json);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new PipelineError('rule_invalid', `${shown}, field ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    }
    rules.set(name, result.data);
  }
  for (const required of ['licence-fee', 'make-names', 'recall-model-names', 'running-cost'] as const) rules.get(required);
  return rules;
}

export function writeRules(writer: ShardWriter, rules: ReadRules) {
  for (const [name, value] of rules.entries()) writer.write(shardPath.rule(name), ruleSchema(name), value);
  return { rows: rules.size };
}

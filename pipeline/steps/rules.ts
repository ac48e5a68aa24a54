// rules/<name>.json: each raw/rules file validated with its schema from lib/rules/rule-schemas.ts and
// published under its name without the year (licence-fee-2026.json -> rules/licence-fee.json).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { schemaForRule } from '../../lib/rules/rule-schemas.ts';
import { shardPath } from '../../lib/shards/layout.ts';
import { PipelineError } from '../errors.ts';
import { readSourceDoc } from '../inputs/source-doc.ts';
import type { ShardWriter } from '../shard-writer.ts';

export const ruleName = (file: string) => path.basename(file, '.json').replace(/-\d{4}$/, '');

/** Reads and validates every rule file; returns them by rule name. */
export async function readRules(rawDir: string): Promise<Map<string, unknown>> {
  const dir = path.join(rawDir, 'rules');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  // Each rule file names its own source and retrieval day; the folder's SOURCE.md is the table of them.
  if (files.length > 0) await readSourceDoc(dir);
  const rules = new Map<string, unknown>();
  for (const file of files) {
    const shown = path.join(path.relative(process.cwd(), dir), file);
    const name = ruleName(file);
    const schema = schemaForRule(name);
    if (!schema)
      throw new PipelineError(
        'rule_invalid',
        `${shown}: no schema for rule "${name}"; add it to RULE_SCHEMAS in lib/rules/rule-schemas.ts`,
      );
    if (rules.has(name)) throw new PipelineError('rule_invalid', `${shown}: a second file for rule "${name}"; keep one`);
    let json: unknown;
    try {
      json = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    } catch (error) {
      throw new PipelineError('rule_invalid', `${shown}: not valid JSON (${(error as Error).message})`);
    }
    const result = schema.safeParse(json);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new PipelineError('rule_invalid', `${shown}, field ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    }
    rules.set(name, result.data);
  }
  for (const required of ['licence-fee', 'make-names', 'recall-model-names', 'running-cost']) {
    if (!rules.has(required))
      throw new PipelineError('input_missing', `${path.relative(process.cwd(), dir)}: the ${required} rule file is missing`);
  }
  return rules;
}

export function writeRules(writer: ShardWriter, rules: Map<string, unknown>) {
  for (const [name, value] of rules) writer.write(shardPath.rule(name), schemaForRule(name)!, value);
  return { rows: rules.size };
}

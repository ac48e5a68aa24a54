// The quality report as `npm run pipeline` prints it: one line per dataset, then what was set aside or nulled, with
// the first example of each reason, the recall notices attached to no model per reason, and the guards that ran or
// were skipped.
import type { QualityReason, QualityReport } from '../lib/shards/quality-schema.ts';

const n = (value: number) => value.toLocaleString('en');

function reasonLine(kind: string, r: QualityReason): string {
  const example = r.examples[0];
  const where = example ? ` (first: ${example.file} line ${example.line}, "${example.value}")` : '';
  return `    ${kind} ${n(r.count)}: ${r.column ?? 'whole line'} ${r.reason}${where}`;
}

export function qualitySummary(report: QualityReport): string {
  const lines = [`quality report (quality.json), data date ${report.data_date}, compared with ${report.previous_version ?? 'nothing'}:`];
  for (const d of report.datasets) {
    const change = d.previous ? `, previous kept ${n(d.previous.rows_kept)}` : '';
    const unattributed = d.unattributed_rows ? `, not attributed to a model ${n(d.unattributed_rows)}` : '';
    lines.push(`  ${d.name}: read ${n(d.rows_read)}, kept ${n(d.rows_kept)}, set aside ${n(d.rows_set_aside)}${unattributed}${change}`);
    for (const r of d.set_aside) lines.push(reasonLine('set aside', r));
    for (const r of d.values_nulled) lines.push(reasonLine('nulled', r));
  }
  const recalls = report.recall_matching;
  const reasons = (recalls.by_reason ?? []).map((r) => `${r.reason} ${n(r.notices)}`).join(', ');
  lines.push(
    `  recall notices: ${n(recalls.matched)} of ${n(recalls.notices)} attached to a model${reasons ? `; to none: ${reasons}` : ''}`,
  );
  for (const c of report.checks) lines.push(`  check ${c.check}: ${c.status} (${c.note})`);
  return lines.join('\n');
}

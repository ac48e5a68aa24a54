// Recall notices as the ministry publishes them: what is wrong and how it is fixed, never a judgement.
import type { z } from 'zod';
import type { Recall } from '../../../lib/shards/schemas.ts';
import { escapeHtml as esc } from '../lib/html-table.ts';

const fact = (term: string, value: string, attrs = '') => `<dt>${term}</dt><dd${attrs}>${value}</dd>`;

export function recallListHtml(recalls: z.infer<typeof Recall>[], headingLevel: 2 | 3 = 3): string {
  if (recalls.length === 0) return '<p>אין קריאות שירות (ריקול) רשומות.</p>';
  const h = headingLevel === 2 ? 'h2' : 'h3';
  const items = recalls.map((r) => {
    const website = r.website && (/^https?:\/\//.test(r.website) ? `<a href="${esc(r.website)}" rel="nofollow noopener">${esc(r.website)}</a>` : esc(r.website));
    return `<li><${h}>ריקול ${r.recall_id}${r.recall_year !== null ? ` · ${r.recall_year}` : ''}</${h}><dl class="facts">`
      + fact('דגם בהודעה', `<span class="latin" lang="en">${esc(r.make_en)} ${esc(r.model_text)}</span>`)
      + (r.category_he ? fact('נושא', esc(r.category_he)) : '')
      + fact('מה התקלה', esc(r.problem_he))
      + (r.fix_he ? fact('איך מתקנים', esc(r.fix_he)) : '')
      + (r.build_from || r.build_to ? fact('תאריכי ייצור', `${esc(r.build_from ?? '?')} – ${esc(r.build_to ?? '?')}`, ' dir="ltr"') : '')
      + (r.importer ? fact('יבואן', `${esc(r.importer)}${r.phone ? ` · <span dir="ltr">${esc(r.phone)}</span>` : ''}`) : '')
      + (website ? fact('אתר', website, ' dir="ltr"') : '')
      + '</dl></li>';
  }).join('');
  return `<ul class="cards">${items}</ul>`;
}

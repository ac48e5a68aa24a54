// Markup converted from markdown (rule pages, the API description) gets the same keyboard access as the page
// models' tables: a table scrolls sideways in a focusable, named region, and so does a code block.
import { scrollRegion } from '../../../lib/pages/serialise/html-table.ts';

const CODE_LABEL = 'קוד';
const TABLE_LABEL = 'טבלה';

export function scrollableHtml(html: string): string {
  return html
    .replaceAll('<table>', `<div class="table-wrap" ${scrollRegion(TABLE_LABEL)}><table>`)
    .replaceAll('</table>', '</table></div>')
    .replaceAll('<pre>', `<pre ${scrollRegion(CODE_LABEL)}>`);
}

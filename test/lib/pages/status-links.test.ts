// The status page is live (answered per request, not in the pages shard), so nothing links it unless a list names
// it: the home page's "what is on the site", every page's footer, llms.txt and llms-full.txt.
import { describe, expect, it } from 'vitest';
import { publicApiReference } from '../../../api/public.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { layoutParts } from '../../../lib/layout/layout-parts.ts';
import { renderPage } from '../../../lib/pages/render/render-page.ts';
import { STATUS_PAGE, STATUS_PATH } from '../../../lib/pages/status.ts';
import { llmsFullTxt, llmsTxt } from '../../../site/publish/llms-files.ts';

const BASE = 'https://cars.example';
const store = DataStore.openCurrent();
const pageOfType = (type: string) => store.pages.find((p) => p.type === type)!;

describe('links to /status', () => {
  it('are on the home page, by the status page title', () => {
    const home = renderPage(store, pageOfType('home').id, BASE, publicApiReference())!;
    expect(home.text).toContain(`[${STATUS_PAGE.title}](${BASE}${STATUS_PATH})`);
  });

  it("are in every page's footer", () => {
    for (const type of ['home', 'model', 'privacy']) {
      const { footer } = layoutParts({
        page: pageOfType(type),
        base: BASE,
        dataDate: store.dataDate,
        sample: true,
        texts: store.rule('texts'),
      });
      expect(footer, type).toContain(`<a href="${STATUS_PATH}">${STATUS_PAGE.title}</a>`);
    }
  });

  it('are in the service section of llms.txt and llms-full.txt, at the twin', () => {
    const line = `- [${STATUS_PAGE.title}](${BASE}${STATUS_PATH}.md): ${STATUS_PAGE.summary}`;
    const llms = llmsTxt(store, BASE);
    const service = llms.slice(llms.indexOf('## Using the service'));
    expect(service.slice(0, service.indexOf('\n## '))).toContain(line);
    expect(llmsFullTxt(store, BASE, () => '')).toContain(line);
  });
});

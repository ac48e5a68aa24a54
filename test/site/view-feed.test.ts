// The feed that carries catalog page bodies from buildSite's worker to the Astro pages: a page gets its view
// whether it asks before or after the worker sends it, and no page waits for ever once the worker fails.
import { describe, expect, it } from 'vitest';
import type { CatalogPage } from '../../site/src/html/catalog-views.ts';
import { ViewFeed } from '../../site/src/lib/view-feed.ts';

const view = (html: string): CatalogPage => ({ html, layout: { head: '', top: '', crumbs: '', offer: '', footer: '' } });

describe('ViewFeed', () => {
  it('hands over a view sent before the page asks, once', async () => {
    const feed = new ViewFeed();
    feed.add([['makes/toyota', view('<p>toyota</p>')]]);
    expect((await feed.take('makes/toyota')).html).toBe('<p>toyota</p>');
    feed.fail(new Error('worker stopped'));
    await expect(feed.take('makes/toyota')).rejects.toThrow('worker stopped');
  });

  it('resolves a page that asked first when its view arrives', async () => {
    const feed = new ViewFeed();
    const waiting = feed.take('makes/toyota/corolla');
    feed.add([['makes/mazda', view('mazda')], ['makes/toyota/corolla', view('corolla')]]);
    expect((await waiting).html).toBe('corolla');
    expect((await feed.take('makes/mazda')).html).toBe('mazda');
  });

  it('fails waiting pages and later ones when the worker fails', async () => {
    const feed = new ViewFeed();
    const waiting = feed.take('makes/toyota');
    feed.fail(new Error('shard fails its schema'));
    await expect(waiting).rejects.toThrow('shard fails its schema');
    await expect(feed.take('makes/mazda')).rejects.toThrow('shard fails its schema');
  });
});

// The call-back form asks only for what the quote-request operation takes, with that operation's limits, so a
// person cannot type what the API would refuse for length, and a renamed API member fails the site build.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publicApiReference } from '../../../api/public.ts';
import type { ApiReference } from '../../../lib/api/api-reference.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { renderContext } from '../../../lib/pages/render/render-page.ts';
import { pageOfType } from '../../../lib/pages/render/site-links.ts';
import { callbackForm } from '../../../lib/pages/callback.ts';

const store = DataStore.openCurrent();
const page = pageOfType({ store }, 'callback')!;
const formWith = (api: ApiReference) => callbackForm(renderContext(store, page, 'https://cars.example', api));

describe('call-back form', () => {
  it('names, requires and bounds its fields as the quote-request input does, and posts to its path', () => {
    const form = formWith(publicApiReference());
    const fields = [...form.contact, form.plate, ...form.vehicle];
    expect(fields.map((f) => [f.name, f.required, f.maxLength])).toEqual([
      ['name', true, 100],
      ['phone', true, 20],
      ['plate', false, 12],
      ['make', false, 60],
      ['model', false, 80],
      ['year', false, 4],
    ]);
    expect(form.apiPath).toBe('/api/v1/quote-request');
    const { consent } = JSON.parse(readFileSync('raw/rules/texts.json', 'utf8')) as { consent: { text_he: string; version: string } };
    expect(form.consent).toEqual({
      name: 'consent',
      label: consent.text_he,
      versionName: 'consent_version',
      version: consent.version,
      langName: 'consent_lang',
      lang: 'he',
    });
  });

  it('refuses to build when the operation no longer takes a field it asks for', () => {
    const api = publicApiReference();
    const withoutPlate: ApiReference = {
      ...api,
      operations: api.operations.map((op) =>
        op.name === 'request_quote_callback'
          ? {
              ...op,
              input: {
                ...op.input,
                properties: Object.fromEntries(Object.entries(op.input.properties ?? {}).filter(([k]) => k !== 'plate')),
              },
            }
          : op,
      ),
    };
    expect(() => formWith(withoutPlate)).toThrow(
      'the request_quote_callback operation takes no "plate", which the call-back form asks for',
    );
  });
});

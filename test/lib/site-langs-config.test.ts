// SITE_LANGS: the languages the site is built in. All of them by default; a list in the languages' own order;
// a list without Hebrew, the authority, or with a language the service does not speak is refused by name.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../lib/config.ts';
import { LANGS } from '../../lib/i18n/lang.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('SITE_LANGS', () => {
  it('builds every language when unset', () => {
    delete process.env.SITE_LANGS;
    expect(loadConfig().siteLangs).toEqual(LANGS);
  });

  it('takes Hebrew alone, or a list in any order with spaces, in the languages own order', () => {
    process.env.SITE_LANGS = 'he';
    expect(loadConfig().siteLangs).toEqual(['he']);
    process.env.SITE_LANGS = ' en, he ';
    expect(loadConfig().siteLangs).toEqual(['he', 'en']);
  });

  it.each(['ar,en', 'he,fr'])('refuses "%s", naming the languages and that Hebrew is needed', (value) => {
    process.env.SITE_LANGS = value;
    expect(() => loadConfig()).toThrow(`SITE_LANGS must be a comma-separated list of ${LANGS.join(', ')} that includes he; got "${value}"`);
  });
});

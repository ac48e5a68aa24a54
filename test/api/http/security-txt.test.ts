// /.well-known/security.txt against RFC 9116: the required Contact and Expires (once each, Expires in ISO 8601
// less than a year ahead), Canonical at its own address and the preferred languages; SECURITY_CONTACT accepts
// only a mailto: or https: URI.
import { afterEach, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { loadConfig } from '../../../lib/config.ts';

const store = DataStore.openCurrent(DATA_DIR);
const YEAR_MS = 365 * 86_400_000;

function fields(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of text.split(/\r?\n/)) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([A-Za-z-]+): (.+)$/.exec(line);
    expect(match, `"${line}" is not a "Field: value" line`).not.toBeNull();
    const [, name, value] = match!;
    out.set(name!.toLowerCase(), [...(out.get(name!.toLowerCase()) ?? []), value!]);
  }
  return out;
}

afterEach(() => {
  delete process.env.SECURITY_CONTACT;
});

describe('/.well-known/security.txt', () => {
  it('gives Contact, Expires, Canonical and Preferred-Languages as RFC 9116 asks', async () => {
    const { app } = testApp(DATA_DIR, {
      config: { publicBaseUrl: 'https://cars.example', securityContact: 'mailto:security@cars.example' },
    });
    const res = await app.request('/.well-known/security.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const f = fields(await res.text());
    expect(f.get('contact')).toEqual(['mailto:security@cars.example']);
    expect(f.get('canonical')).toEqual(['https://cars.example/.well-known/security.txt']);
    expect(f.get('preferred-languages')).toEqual(['he, en']);
    const [expires] = f.get('expires')!;
    expect(f.get('expires')).toHaveLength(1);
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const dataDay = Date.parse(`${store.dataDate}T00:00:00Z`);
    expect(Date.parse(expires!)).toBeGreaterThan(dataDay);
    expect(Date.parse(expires!) - dataDay).toBeLessThan(YEAR_MS);
  });

  it('takes its contact from SECURITY_CONTACT, by default security@ the public host, and refuses anything else', () => {
    process.env.SECURITY_CONTACT = 'https://cars.example/security';
    expect(loadConfig().securityContact).toBe('https://cars.example/security');
    delete process.env.SECURITY_CONTACT;
    expect(loadConfig().securityContact).toBe(`mailto:security@${new URL(loadConfig().publicBaseUrl).hostname}`);
    process.env.SECURITY_CONTACT = 'http://cars.example/security';
    expect(() => loadConfig()).toThrow(/SECURITY_CONTACT must be a mailto: address or an https:\/\/ URL/);
  });
});

// /.well-known/security.txt (RFC 9116): where to report a vulnerability (SECURITY_CONTACT), the file's canonical
// address, the languages reports are read in, and when it expires. Expires follows the data version served: half
// a year after its data date, so a service whose data stopped updating stops vouching for its contact too, and
// the same data version always gives the same bytes.
import { Hono } from 'hono';
import type { Config } from '../../lib/config.ts';
import type { DataHolder } from '../data-holder.ts';

export const SECURITY_TXT_PATH = '/.well-known/security.txt';
/** RFC 9116 §2.5.5: Expires should be less than a year away. */
const VALID_DAYS = 180;
const DAY_MS = 86_400_000;

export function securityTxt(config: Pick<Config, 'publicBaseUrl' | 'securityContact'>, dataDate: string): string {
  const expires = new Date(Date.parse(`${dataDate}T00:00:00Z`) + VALID_DAYS * DAY_MS).toISOString().replace('.000Z', 'Z');
  return [
    `Contact: ${config.securityContact}`,
    `Expires: ${expires}`,
    `Canonical: ${config.publicBaseUrl}${SECURITY_TXT_PATH}`,
    'Preferred-Languages: he, en',
    '',
  ].join('\n');
}

export function securityTxtRoutes(config: Config, data: DataHolder): Hono {
  const app = new Hono();
  app.get(SECURITY_TXT_PATH, (c) => {
    const store = data.current();
    if (!store) return c.text('The data is not loaded yet; retry shortly.', 503, { 'Retry-After': '30', 'Cache-Control': 'no-store' });
    return c.text(securityTxt(config, store.dataDate), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });
  return app;
}

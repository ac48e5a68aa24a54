// No plate in the access log (issue 35, section 2): drive the real server through every route that carries a plate
// in its path (the car's page, its twin, calendar and feed, the plate form's redirect, paths under a plate that no
// route serves), in every language of lib/i18n, then scan everything it wrote. The probe found
// "/en/vehicle/10000009" and "/ar/vehicle/10000009.md" logged whole: the mask knew only "/vehicle/".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../../support/spawn-server.ts';
import { LANGS, localizedPath } from '../../../lib/i18n/lang.ts';

let server: SpawnedServer;

beforeAll(async () => {
  server = await spawnServer({ RATE_LIMIT_LIVE_PER_MIN: '100000', RATE_LIMIT_CATALOG_PER_MIN: '100000' });
});
afterAll(async () => {
  await server.kill('SIGTERM');
});

/** Sample plates: 10000009 is on the road (raw/README.md), 1000001 a seven-digit one, 99999991 in no file. */
const PLATES = ['10000009', '1000001', '99999991'];

/** Every path under a plate the app answers, or that a client may ask and get a 404 or a redirect for. */
const PLATE_PATHS = (plate: string) => [
  `/vehicle/${plate}`,
  `/vehicle/${plate}.md`,
  `/vehicle/${plate}/licence.ics`,
  `/vehicle/${plate}/feed.atom`,
  `/vehicle/${plate}/something-else`,
  `/vehicle/${plate}.md/more`,
  `/vehicle/0${plate}`,
  `/vehicle/${plate.slice(0, 2)}-${plate.slice(2, 5)}-${plate.slice(5)}`,
];

interface LogLine {
  msg?: string;
  request_id?: string;
  path?: string;
}

function requestLines(): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.msg === 'request');
}

describe('access log', () => {
  it('writes each plate path by its route template in every language, never the plate', async () => {
    const asked: { id: string; path: string; status: number }[] = [];
    let n = 0;
    const ask = async (path: string, headers: Record<string, string> = {}) => {
      const id = `probe-${n++}`;
      const res = await fetch(`${server.url}${path}`, { headers: { 'x-request-id': id, ...headers }, redirect: 'manual' });
      await res.arrayBuffer();
      asked.push({ id, path, status: res.status });
    };
    for (const lang of LANGS) {
      for (const plate of PLATES) {
        for (const path of PLATE_PATHS(plate)) await ask(localizedPath(path, lang));
        await ask(localizedPath(`/vehicle/${plate}`, lang), { accept: 'text/markdown' });
        await ask(`${localizedPath('/vehicle', lang)}?plate=${plate}`);
      }
    }
    // The plate in a query string or an operation's path, which the log never writes either.
    for (const plate of PLATES) await ask(`/api/v1/vehicle?plate=${plate}`);

    // The server writes a request's line after its answer is sent: wait until every one is there.
    const ids = new Set(asked.map((a) => a.id));
    for (let i = 0; i < 200 && requestLines().filter((l) => ids.has(l.request_id ?? '')).length < ids.size; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const byId = new Map(requestLines().map((l) => [l.request_id, l.path]));
    // The app served these: a car's page and twin in every language, the calendar and feed, redirects.
    expect(new Set(asked.map((a) => a.status))).toEqual(new Set([200, 301, 303, 400, 404]));

    const output = server.output();
    for (const plate of PLATES) {
      expect(output).not.toContain(plate);
      expect(output).not.toContain(`${plate.slice(2, 5)}-${plate.slice(5)}`);
    }
    for (const lang of LANGS) {
      const at = (path: string) => localizedPath(path, lang);
      const logged = (path: string) => byId.get(asked.find((a) => a.path === at(path))!.id);
      expect(logged('/vehicle/10000009')).toBe(at('/vehicle/{plate}'));
      expect(logged('/vehicle/10000009.md')).toBe(at('/vehicle/{plate}.md'));
      expect(logged('/vehicle/10000009/licence.ics')).toBe(at('/vehicle/{plate}/licence.ics'));
      expect(logged('/vehicle/10000009/feed.atom')).toBe(at('/vehicle/{plate}/feed.atom'));
      expect(logged('/vehicle/10000009/something-else')).toBe(at('/vehicle/{plate}/{rest}'));
      expect(logged('/vehicle/010000009')).toBe(at('/vehicle/{plate}'));
    }
  });
});

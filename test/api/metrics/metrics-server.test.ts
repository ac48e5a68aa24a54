// The gauges read at scrape time, from sources the test sets: the breaker's state as one series per state, and
// figures the server cannot know (an unreadable outbox, no data yet) written as NaN, never as a reassuring zero.
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { underLoad } from '../../support/load-allowance.ts';
import { SERVER_LIMITS } from '../../../api/http/node-server.ts';
import { startMetricsServer, type MetricsServer } from '../../../api/metrics/metrics-server.ts';

let running: MetricsServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe('startMetricsServer', () => {
  it('writes the breaker state the registry reports, and an empty outbox without an operator', async () => {
    let breaker: 'closed' | 'open' | 'half_open' = 'open';
    running = await startMetricsServer({
      port: 0,
      host: '127.0.0.1',
      sources: { breakerState: () => breaker, outbox: () => Promise.resolve(null), dataDate: () => null },
    });
    const first = await (await fetch(running.url)).text();
    expect(first).toContain('carfacts_registry_breaker_state{state="open"} 1');
    expect(first).toContain('carfacts_registry_breaker_state{state="closed"} 0');
    expect(first).toMatch(/^carfacts_callback_outbox_pending 0$/m);
    expect(first).toMatch(/^carfacts_data_age_seconds NaN$/im);
    breaker = 'half_open';
    const second = await (await fetch(running.url)).text();
    expect(second).toContain('carfacts_registry_breaker_state{state="half_open"} 1');
    expect(second).toContain('carfacts_registry_breaker_state{state="open"} 0');
    const lint = spawnSync('/usr/bin/promtool', ['check', 'metrics'], { input: second, encoding: 'utf8' });
    expect(`${lint.stdout}${lint.stderr}`).toBe('');
  });

  it('answers a scrape whose outbox cannot be read, with NaN for its figures', async () => {
    running = await startMetricsServer({
      port: 0,
      host: '127.0.0.1',
      now: () => Date.parse('2026-11-21T00:00:00Z'),
      sources: { breakerState: () => null, outbox: () => Promise.reject(new Error('store down')), dataDate: () => '2026-11-20' },
    });
    const response = await fetch(running.url);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^carfacts_data_age_seconds 86400$/m);
    expect(text).toMatch(/^carfacts_callback_outbox_pending NaN$/im);
    expect(text).toMatch(/^carfacts_callback_outbox_oldest_age_seconds NaN$/im);
    expect(text).not.toMatch(/^carfacts_registry_breaker_state\{/m);
  });

  it('closes a half-sent request with a 408, as the public port does (issue 35: it was kept 88 s)', async () => {
    running = await startMetricsServer({
      port: 0,
      host: '127.0.0.1',
      sources: { breakerState: () => null, outbox: () => Promise.resolve(null), dataDate: () => null },
    });
    const { hostname, port } = new URL(running.url);
    // Given up at the public port's request limit and a few seconds more (longer on a loaded machine, but never as
    // long as Node's own defaults, which answer only after 60-90 s).
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.write('GET /metrics HTTP/1.1\r\nHost: metrics\r\n'));
      const giveUp = setTimeout(() => socket.destroy(), Math.min(underLoad(SERVER_LIMITS.requestTimeout + 5_000), 45_000));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('close', () => {
        clearTimeout(giveUp);
        resolve(text);
      });
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});

// No personal data in any log line: drive the real server through every call-back outcome with distinctive
// names and phone numbers, then scan everything it wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { spawnServer, type SpawnedServer } from '../../support/spawn-server.ts';
import { WebhookReceiver } from '../../support/webhook-receiver.ts';
import { tempDir } from '../../support/temp-dir.ts';
import { connectClient, MODERN_VERSION } from '../helpers/mcp-test-server.ts';

const tmp = tempDir('callbacks-privacy');
const receiver = new WebhookReceiver();
let server: SpawnedServer;

const PEOPLE = [
  { name: 'Zxqvbelle Marrowind', phone: '054-9876512', digits: ['549876512'] },
  { name: 'יעלזיו פרטיתשם', phone: '+972 58 111 2299', digits: ['581112299'] },
  { name: 'Quillonius Brack', phone: '03-6123498', digits: ['36123498'] },
];
const MCP_PERSON = { name: 'Ostrevald Kimmery', phone: '050-3332211', digits: ['503332211'] };

async function post(body: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(`${server.url}/api/v1/quote-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

beforeAll(async () => {
  await receiver.start();
  server = await spawnServer({
    CALLBACK_DB_PATH: path.join(tmp.dir, 'callbacks.sqlite'),
    OPERATOR_NAME: 'Privacy Operator',
    OPERATOR_WEBHOOK_URL: receiver.url,
    OPERATOR_WEBHOOK_SECRET: receiver.secret,
    RATE_LIMIT_CALLBACK_PER_MIN: '1000',
    RATE_LIMIT_CALLBACK_REFUSED_PER_MIN: '1000',
    RATE_LIMIT_CALLBACK_PER_PHONE_PER_DAY: '2',
  });
});
afterAll(async () => {
  await server.kill('SIGTERM');
  await receiver.stop();
  tmp.remove();
});

describe('server logs', () => {
  it('hold no name or phone number after every outcome', async () => {
    const statuses: number[] = [];
    for (const p of PEOPLE) {
      const person = { name: p.name, phone: p.phone };
      statuses.push((await post({ consent: false, ...person })).status);
      statuses.push((await post({ consent: true, dry_run: true, ...person })).status);
      const received = await post({ consent: true, ...person, plate: '10000002', note: `call ${p.name}` });
      statuses.push(received.status);
      statuses.push((await post({ consent: true, ...person, plate: '10000002' })).status);
      statuses.push((await post({ consent: true, ...person, plate: '10000003' })).status);
      statuses.push((await post({ consent: true, ...person, plate: '10000004' })).status);
      statuses.push((await post({ consent: true, ...person, plate: 'abc' })).status);
      statuses.push((await post({ consent: true, ...person, nickname: p.name })).status);
      statuses.push((await post({ consent: true, name: p.name, phone: `${p.phone}99` })).status);
      const deleted = await fetch(`${server.url}/api/v1/quote-request/${received.json.data.request_id}`, { method: 'DELETE' });
      statuses.push(deleted.status);
    }
    expect([...new Set(statuses)].sort()).toEqual([200, 400, 429]);
    // The MCP tool shares the definition; its calls go through the same store and must log as little.
    const client = await connectClient(`${server.url}/api/mcp`, MODERN_VERSION);
    const viaMcp = await client.callTool({
      name: 'request_quote_callback',
      arguments: { consent: true, name: MCP_PERSON.name, phone: MCP_PERSON.phone, plate: '10000008' },
    });
    expect((viaMcp.structuredContent as { status: string }).status).toBe('received');
    const refused = await client.callTool({
      name: 'request_quote_callback',
      arguments: { consent: true, name: MCP_PERSON.name, phone: `${MCP_PERSON.phone}1` },
    });
    expect(refused.isError).toBe(true);
    await client.close();
    await receiver.waitForEvents(PEOPLE.length * 3 + 1);

    const output = server.output();
    expect(output).toMatch(/"status":200/);
    const needles = [...PEOPLE, MCP_PERSON].flatMap((p) => [p.name, ...p.name.split(' '), p.phone, ...p.digits, `+972${p.digits[0]}`]);
    for (const needle of needles) expect(output, `log contains ${needle}`).not.toContain(needle);
    // Nor a request id: it is the handle for erasing a request.
    expect(output).not.toMatch(/quote-request\/[A-Za-z0-9_-]{24}/);
  });
});

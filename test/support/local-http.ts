// Starting and stopping servers on 127.0.0.1: the test stand-ins (CKAN emulator, webhook receiver) and the app.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { listen } from '../../api/http/node-server.ts';

/** Far beyond the gaps between one test's requests, however slowly the loaded machine runs them. */
const IN_PROCESS_KEEP_ALIVE_MS = 60_000;

/** Listens on 127.0.0.1 (port 0: any free port) and resolves with the port. */
export async function listenLocal(server: Server, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Closes the server and every open connection, so clients see a refused connection from now on. */
export async function closeNow(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Serves a fetch handler (the app) on 127.0.0.1, any free port; resolves with its origin and a way to stop it. */
export async function serveLocal(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The app in the server entry's Node server (limits, refusals) on 127.0.0.1, any free port, for a test whose client
 * runs in the same process. That client shares the server's event loop: a stall of a loaded machine delays its
 * expiry of an idle kept-alive socket and the server's closing of it alike, and a request sent on a socket the
 * server is closing ends in ECONNRESET (seen at a load average of 12-15 on two cores). So idle sockets stay open
 * here for a minute; the production keep-alive limit itself is tested over raw sockets in every-answer.test.ts.
 */
export async function listenInProcess(fetch: Parameters<typeof listen>[0]): Promise<Server> {
  const server = await listen(fetch, { port: 0, hostname: '127.0.0.1', log: () => {} });
  server.keepAliveTimeout = IN_PROCESS_KEEP_ALIVE_MS;
  return server;
}

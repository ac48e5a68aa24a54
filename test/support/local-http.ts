// Starting and stopping servers on 127.0.0.1: the test stand-ins (CKAN emulator, webhook receiver) and the app.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

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

// Starting and stopping the test stand-in servers (CKAN emulator, webhook receiver) on 127.0.0.1.
import type { Server } from 'node:http';
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

import { createServer } from 'node:net';

/** A TCP port free on the loopback right now: the OS picks it, and it is released at once. */
export async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

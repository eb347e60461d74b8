// A TCP proxy on 127.0.0.1 between the app and PostgreSQL, for fault tests: it can cut every connection, refuse
// new ones for a while, or cut a connection the moment the app next writes to it (a query in flight on a
// connection that died), without touching the database server that other test files share.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Rewrites a postgres:// URL to go through the proxy. */
  via(url: string): string;
  /** Ends every open connection (as a server restart does). */
  cutAll(): void;
  /** Ends the next connection the app sends on, before the bytes reach the server (a query in flight on a
   * connection that dies); the others pass. */
  cutNextWrite(): void;
  /** While down, new connections are refused and open ones are cut. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let down = false;
  let cutNext = false;
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk) => {
      if (cutNext) {
        cutNext = false;
        return end();
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const cutAll = () => {
    for (const p of [...pairs]) {
      p.client.destroy();
      p.upstream.destroy();
    }
    pairs.clear();
  };
  return {
    port,
    via(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cutAll,
    cutNextWrite() {
      cutNext = true;
    },
    setDown(value) {
      down = value;
      if (value) cutAll();
    },
    async close() {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

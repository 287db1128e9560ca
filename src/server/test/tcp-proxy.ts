import net from 'node:net';

/**
 * A TCP proxy in front of a PostgreSQL server, to take the database away from an app and give
 * it back: `down()` drops every connection and refuses new ones, `up()` accepts again;
 * `freeze()` keeps every connection open but carries nothing either way, as a hung server does
 * (new connections are accepted and get no answer), and `thaw()` carries on.
 */
export async function proxyFor(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const socketDir = url.searchParams.get('host');
  const port = Number(url.port || 5432);
  const target: net.NetConnectOpts = socketDir?.startsWith('/')
    ? { path: `${socketDir}/.s.PGSQL.${port}` }
    : { host: url.hostname || '127.0.0.1', port };
  const open = new Set<net.Socket>();
  const pipes = new Set<[net.Socket, net.Socket]>();
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    for (const pair of [
      [client, upstream],
      [upstream, client],
    ] as [net.Socket, net.Socket][]) {
      const [a, b] = pair;
      open.add(a);
      pipes.add(pair);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        open.delete(a);
        pipes.delete(pair);
        b.destroy();
      });
      if (frozen) a.pause();
      else a.pipe(b);
    }
  });
  const listen = (at: number) =>
    new Promise<number>((resolve) =>
      server.listen(at, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const proxyPort = await listen(0);
  const proxied = new URL(databaseUrl);
  proxied.searchParams.delete('host');
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxyPort);
  return {
    url: proxied.toString(),
    down: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
    up: async () => {
      await listen(proxyPort);
    },
    freeze: () => {
      frozen = true;
      for (const [a, b] of pipes) {
        a.unpipe(b);
        a.pause();
      }
    },
    thaw: () => {
      frozen = false;
      for (const [a, b] of pipes) a.pipe(b);
    },
  };
}

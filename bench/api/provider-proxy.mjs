// Counts the server's calls to the payment provider: the server is started with HUIFU_BASE_URL
// pointing here, and every call is passed on unchanged to the simulator under the server's /sim.
// The server itself counts only failed provider calls (modules/money/provider/failures.ts), not all of them.
import { request as httpRequest, createServer } from 'node:http';

/** Listens on `port`, forwards to `target` (http://host:port); `counts` maps the call (…/query) to a number. */
export function startProviderProxy(port, target) {
  const counts = {};
  const { hostname, port: targetPort } = new URL(target);
  const server = createServer((req, res) => {
    const call = req.url.split('?')[0].split('/').pop();
    counts[call] = (counts[call] ?? 0) + 1;
    const upstream = httpRequest(
      { hostname, port: targetPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        counts,
        reset: () => {
          for (const key of Object.keys(counts)) delete counts[key];
        },
        close: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

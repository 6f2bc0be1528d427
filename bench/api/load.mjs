// One measurement: autocannon against one call, with the CPU time the processes under test spent.
import autocannon from 'autocannon';

let ipCounter = 0;
/**
 * A different client address per request (the server runs with TRUST_PROXY=true and reads
 * X-Forwarded-For): search and payment status are limited per IP, rightly for one visitor, while
 * this load stands for many visitors. 65,536 addresses in turn.
 */
export const nextIp = () => {
  const n = ipCounter++ & 0xffff;
  return `10.77.${n >> 8}.${n & 255}`;
};

const withIp = (ip) => (request) => {
  request.headers = { ...request.headers, 'x-forwarded-for': ip() };
  return request;
};

/** The HTTP request of a call; POSTs carry the Origin the server's cross-site guard wants. */
export function requestOf(call, origin) {
  if (call.method !== 'POST') return { method: call.method, path: call.path, headers: {} };
  return {
    method: 'POST',
    path: call.path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      ...(call.cookie ? { cookie: call.cookie } : {}),
    },
    body: new URLSearchParams(call.form).toString(),
  };
}

/** One full answer, checked; throws with the answer when it is not what the call should give. */
export async function preflight(base, call) {
  const { method, path, headers, body } = requestOf(call, base);
  const response = await fetch(base + path, {
    method,
    headers: { ...headers, 'x-forwarded-for': nextIp() },
    body,
  });
  const text = await response.text();
  if (response.status !== 200 || !call.check(text))
    throw new Error(`${call.name} answered ${response.status}: ${text.slice(0, 400)}`);
}

/** The `q` quantile (0–1) of `values`, by nearest rank. */
export function percentile(values, q) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);

  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** Seconds autocannon waits for an answer; slower ones are counted as timeouts, not in the latencies. */
export const TIMEOUT_SECONDS = 30;

/**
 * Runs autocannon; throws when any answer was not a success (status, envelope code or body) or a
 * connection failed. Timeouts are reported with the figures instead (PGlite queues every query
 * on one connection, so at 64 connections a slow call can wait that long).
 */
export async function load(base, request, options) {
  const { setupRequest = withIp(nextIp), ...rest } = options;
  // method, path, headers and body go on the request itself: autocannon takes no top-level `path`.
  // autocannon reports fixed percentiles (no p95): each answer's time is kept to compute it.
  const times = [];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: base, timeout: TIMEOUT_SECONDS, ...rest, requests: [{ ...request, setupRequest }] },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  result.latency.p95 = percentile(times, 0.95);
  const { non2xx, errors, timeouts, mismatches } = result;
  if (non2xx + mismatches + errors - timeouts > 0) {
    const codes = JSON.stringify(result.statusCodeStats);
    throw new Error(
      `${request.method} ${request.path}: ${non2xx} non-2xx ${codes}, ${mismatches} refused in the envelope or unexpected, ${errors - timeouts} connection errors`,
    );
  }
  return result;
}

/**
 * Checks the call, warms up, then loads it while reading `cpu()` ({ server, db } CPU ms so far)
 * before and after. Answers req/s, p50/p95/p99 latency and CPU ms per request.
 */
export async function measure(base, call, { connections, duration, warmup, cpu }) {
  await preflight(base, call);
  const request = requestOf(call, base);
  const options = { connections, verifyBody: call.verifyBody };
  if (warmup > 0) await load(base, request, { ...options, duration: warmup });
  const before = cpu();
  const result = await load(base, request, { ...options, duration });
  return summarize(call.name, result, before, cpu());
}

export function summarize(name, result, before, after) {
  const requests = result.requests.total;
  const perRequest = (key) =>
    before[key] === undefined ? undefined : (after[key] - before[key]) / Math.max(requests, 1);
  return {
    name,
    requests,
    reqPerSec: requests / result.duration,
    p50: result.latency.p50,
    p95: result.latency.p95,
    p99: result.latency.p99,
    timeouts: result.timeouts,
    serverMs: perRequest('server'),
    dbMs: perRequest('db'),
  };
}

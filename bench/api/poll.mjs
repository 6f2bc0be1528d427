// Waiting buyers: N pending payments, each cashier polling its status once a second, as the cashier
// does (with the cashier link's token), after opening the Alipay cashier, which makes the server
// create the provider order. Counts the provider queries the polls caused (provider-proxy.mjs).
import { createHmac } from 'node:crypto';
import { okEnvelope } from './calls.mjs';
import { load, summarize } from './load.mjs';

/** apps/server/src/modules/money/cashier/cashier-token.ts: valid until the payment expires plus 30 minutes. */
export function cashierToken(secret, paymentNo, expiresAtSec) {
  const exp = expiresAtSec + 30 * 60;
  const mac = createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(`cashier:v1:${paymentNo}:${exp}`)
    .digest('base64url');
  return `v1.${exp}.${mac}`;
}

/** The pending payments bench/api/seed.ts wrote: BP0000000001 … */
const paymentNo = (i) => `BP${String(i).padStart(10, '0')}`;
/** Each buyer has an address of their own (the cashier calls are limited per IP). */
const buyerIp = (i) => `10.${100 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`;
const formHeaders = (origin, ip) => ({
  'content-type': 'application/x-www-form-urlencoded',
  origin,
  'x-forwarded-for': ip,
});

/**
 * fetch, tried again (up to 3 times) when the connection fails rather than answers: on a loaded
 * machine a kept-alive socket is now and then closed under a request. Opening a cashier twice is
 * safe (the server reuses the provider order it made).
 */
async function fetchRetried(url, init, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** Opens the cashier of payments first … first+count-1 (get-pending-payment, Alipay), a few at a time. */
export async function openCashiers(base, first, count, { secret, expiresAt, concurrency = 8 }) {
  let next = first;
  const open = async () => {
    while (next < first + count) {
      const i = next++;
      const no = paymentNo(i);
      const response = await fetchRetried(`${base}/api/trade/payment/get-pending-payment`, {
        method: 'POST',
        headers: formHeaders(base, buyerIp(i)),
        body: new URLSearchParams({
          paymentNo: no,
          tradeType: 'A_NATIVE',
          token: cashierToken(secret, no, expiresAt),
        }),
      });
      const text = await response.text();
      if (!okEnvelope(text) || !JSON.parse(text).data.qrUrl)
        throw new Error(`opening the cashier of ${no} answered ${response.status}: ${text.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, open));
}

/** Polls payments first … first+count-1 in turn at `count` requests a second in all, for `duration` s. */
export async function pollPayments(
  base,
  first,
  count,
  { secret, expiresAt, connections, duration, cpu, proxy },
) {
  const bodies = Array.from({ length: count }, (_, k) => {
    const no = paymentNo(first + k);
    return new URLSearchParams({ payment: no, token: cashierToken(secret, no, expiresAt) }).toString();
  });
  let turn = 0;
  const setupRequest = (request) => {
    const k = turn++ % count;
    request.body = bodies[k];
    request.headers = { ...request.headers, 'x-forwarded-for': buyerIp(first + k) };
    return request;
  };
  const request = {
    method: 'POST',
    path: '/api/trade/payment/status',
    headers: formHeaders(base, buyerIp(first)),
    body: bodies[0],
  };
  proxy.reset();
  const before = cpu();
  const result = await load(base, request, {
    connections: Math.min(connections, count),
    duration,
    overallRate: count,
    setupRequest,
    verifyBody: okEnvelope,
  });
  const summary = summarize(`status, ${count} pending at 1 Hz`, result, before, cpu());
  return { ...summary, target: count, providerQueries: proxy.counts.query ?? 0, duration: result.duration };
}

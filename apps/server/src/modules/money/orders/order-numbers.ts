import { randomInt } from 'node:crypto';

/** yyyyMMddHHmmss in Beijing time. */
function beijingStamp(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

const randomDigits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');

/** An order number: 'O' + Beijing time + 8 random digits (23 characters, alphanumeric). */
export const newOrderNo = (now = new Date()) => `O${beijingStamp(now)}${randomDigits(8)}`;

/**
 * A payment number: 'P' + Beijing time + 8 random digits (23 characters). The provider's
 * req_seq_id appends a two-digit attempt, staying within 32 characters.
 */
export const newPaymentNo = (now = new Date()) => `P${beijingStamp(now)}${randomDigits(8)}`;

/** A refund number: 'R' + Beijing time + 8 random digits; it is also the refund's req_seq_id. */
export const newRefundNo = (now = new Date()) => `R${beijingStamp(now)}${randomDigits(8)}`;

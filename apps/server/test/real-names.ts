import { buyerRealNameEndpoints } from '@frog/contracts';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A checksum-valid ID number of someone born on `birthDate` (`YYYY-MM-DD`), `seq` telling people apart. */
export function idNumberBornOn(birthDate: string, seq = 123): string {
  const body = `110101${birthDate.replaceAll('-', '')}${String(seq).padStart(3, '0')}`;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(body[i]), 0);

  return body + '10X98765432'[sum % 11];
}

/** The China date `years` before `now`, shifted by `days` (a birthday some days ago or to come). */
export function birthDateYearsAgo(years: number, now = new Date(), days = 0): string {
  const china = new Date(now.getTime() + 8 * 3_600_000 - days * 86_400_000);

  return `${china.getUTCFullYear() - years}-${String(china.getUTCMonth() + 1).padStart(2, '0')}-${String(china.getUTCDate()).padStart(2, '0')}`;
}

/** The signed-in buyer verifies their real name through the API (development provider). */
export async function verifyRealName(t: TestApp, cookie: string, idNumber: string, realName = '林小绿') {
  const res = await t.call(buyerRealNameEndpoints.verify, { realName, idNumber }, { cookie });
  expect(res.body.code, res.body.message).toBe(200);

  return res.body.data;
}

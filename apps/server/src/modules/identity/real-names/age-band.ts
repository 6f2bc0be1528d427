import { type AgeBand, shanghaiDate } from '@frog/contracts';

/** The birth date a mainland ID number carries (digits 7–14), as `YYYY-MM-DD`. */
export function birthDateOf(idNumber: string): string {
  return `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`;
}

/**
 * Full years of age at `now`, counted on the China calendar: one becomes 16 at 00:00 Beijing time of
 * the 16th birthday (a birthday on 29 February falls on 1 March in other years, as the civil law
 * counts a year's end that has no such day).
 */
export function ageAt(birthDate: string, now: Date): number {
  const [y, m, d] = shanghaiDate(now).split('-').map(Number) as [number, number, number];
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);

  return y - by - (hadBirthday ? 0 : 1);
}

/** 《未成年人网络保护条例》 art. 44's bands as we cap them (docs/MINORS.md). */
export function ageBandOf(age: number): AgeBand {
  if (age < 8) return 'under8';
  if (age < 16) return '8to16';
  if (age < 18) return '16to18';

  return 'adult';
}

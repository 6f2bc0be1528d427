import { describe, expect, it } from 'vitest';
import { ageAt, ageBandOf, birthDateOf } from './age-band';

describe('age on the China calendar', () => {
  it('reads the birth date from the ID number', () => {
    expect(birthDateOf('11010520100301123X')).toBe('2010-03-01');
  });

  it('turns 16 at Beijing midnight of the birthday, not at UTC midnight', () => {
    const born = '2010-12-01';
    expect(ageAt(born, new Date('2026-11-30T15:59:59Z'))).toBe(15); // 23:59:59 in Beijing
    expect(ageAt(born, new Date('2026-11-30T16:00:00Z'))).toBe(16); // 00:00 on the birthday
    expect(ageAt('2008-02-29', new Date('2026-02-28T16:00:00Z'))).toBe(18); // 1 March, no 29th
    expect(ageAt('2008-02-29', new Date('2026-02-27T16:00:00Z'))).toBe(17);
  });

  it('bands: under 8, 8 to 16, 16 to 18, adult', () => {
    expect([0, 7, 8, 15, 16, 17, 18, 60].map(ageBandOf)).toEqual([
      'under8',
      'under8',
      '8to16',
      '8to16',
      '16to18',
      '16to18',
      'adult',
      'adult',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { computeRootFontSize } from './root-font-size';

describe('computeRootFontSize (SPEC 2.3)', () => {
  it('divides the viewport width by 18.75', () => {
    expect(computeRootFontSize(320)).toBeCloseTo(17.0667, 4);
    expect(computeRootFontSize(390)).toBeCloseTo(20.8, 4);
    expect(computeRootFontSize(420)).toBeCloseTo(22.4, 4);
  });

  it('caps the width at 420', () => {
    expect(computeRootFontSize(768)).toBeCloseTo(22.4, 4);
    expect(computeRootFontSize(1280)).toBeCloseTo(22.4, 4);
  });
});

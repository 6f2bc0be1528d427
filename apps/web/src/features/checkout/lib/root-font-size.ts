import { ROOT_FONT_DIVISOR, ROOT_FONT_WIDTH_CAP_PX } from '../constants';

/** SPEC 2.3: the root font size is the viewport width, capped at 420, divided by 18.75. */
export function computeRootFontSize(viewportWidth: number): number {
  return Math.min(viewportWidth, ROOT_FONT_WIDTH_CAP_PX) / ROOT_FONT_DIVISOR;
}

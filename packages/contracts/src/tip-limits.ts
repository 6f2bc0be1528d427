/**
 * The tip bounds: the server's defaults (TIP_MIN_FEN / TIP_MAX_FEN may change them; the server's
 * refusal then names its own) and the one wording of the range, so the tip dialog's own check and
 * the server's refusal read the same. No zod here: the tip dialog loads it without the contracts.
 */
export const TIP_MIN_FEN_DEFAULT = 100;
export const TIP_MAX_FEN_DEFAULT = 500_000;

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** 1.00-5000.00元 */
export function tipRangeText(minFen: number, maxFen: number): string {
  return `${yuan(minFen)}-${yuan(maxFen)}元`;
}

/** 打赏金额须在1.00-5000.00元之间 */
export function tipRangeMessage(minFen: number, maxFen: number): string {
  return `打赏金额须在${tipRangeText(minFen, maxFen)}之间`;
}

// Governance: what keeps the platform lawful and civil: the word lists every text a user writes is
// checked against (text-filter/), the IP属地 beside what they write (ip-region/), account credit
// (credit/) and authors' appeals of takedowns (appeals/).
// This file is the module's only public face: other modules and the composition root import it,
// never an inner file (biome.json zones; docs/ARCHITECTURE.md).
export {
  appealsTakedownInForce,
  closeAppeal,
  listOpenAppeals,
  lockOpenAppeal,
  type OpenAppealRow,
} from './appeals/appeal.repository';
export { appealRoutes } from './appeals/appeal.routes';
export { takedownAppealOf } from './appeals/appeal.service';
export { countBlockedTexts } from './credit/blocked-text-strikes';
export { addStrike, creditOf } from './credit/credit.service';
export { type CreditStanding, standingOf } from './credit/credit.policy';
export { sumRecentPointsOf } from './credit/strike.repository';
export { ipRegion, UNKNOWN_REGION } from './ip-region/ip-region';
export { normalise } from './text-filter/normalise';
export { wordListRoutes } from './word-lists/word-list.routes';
export {
  createTextFilter,
  type Screened,
  screenLines,
  screenParams,
  screenTexts,
  type TextFilter,
  WORD_CATEGORY_LABELS,
  type WrittenText,
} from './text-filter/text-filter';
export {
  type ListedWord,
  type TextVerdict,
  WORD_CATEGORIES,
  type WordAction,
  type WordCategory,
  WordMatcher,
} from './text-filter/word-matcher';

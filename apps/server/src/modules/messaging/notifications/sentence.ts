/** Punctuation that already ends a sentence, Chinese or Western (a tip's 加油！, a reason's 违规。). */
const ENDED = /[。！？!?…～~.]$/u;

/**
 * Someone's own words (a tip's message, an operator's reason or note) closed as a sentence of a
 * notice: 。 is added only when they did not end it themselves, so 加油！ never reads 加油！。
 */
export const sentence = (words: string): string => {
  const text = words.trimEnd();

  return ENDED.test(text) ? text : `${text}。`;
};

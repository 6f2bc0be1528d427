import { simplifiedOf } from './simplified';

/**
 * A text as the word lists are matched against it, with where each of its code units came from:
 * `origin[i]` is the index in the original text of the character that became `text[i]`, and
 * `originEnd[i]` the index just after it, so a match maps back to the span a writer typed.
 */
export type NormalisedText = { text: string; origin: Uint32Array; originEnd: Uint32Array };

// Characters that only hide a word: zero-width and joiners, soft hyphen, variation selectors,
// combining marks, and every space, punctuation mark or symbol (法.轮 功, 微-信, 赌*博, emoji between
// characters). What is left is letters and digits, which is what a word list names.
const DROPPED = /[\p{Z}\p{P}\p{S}\p{Cc}\p{Cf}\p{M}\u180e\u3164\uffa0]/u;

/** What one character becomes: its NFKC form (Ａ → A, ① → 1), simplified, lowercase, fillers dropped. */
function fold(char: string): string {
  let folded = '';
  for (const part of char.normalize('NFKC')) {
    if (!DROPPED.test(part)) folded += simplifiedOf(part).toLowerCase();
  }

  return folded;
}

const DROP = 0;
const COMPLEX = 0xffff;
let basicTable: Uint16Array | undefined;

/**
 * What each character of the Basic Multilingual Plane becomes, computed once (about 0.1 s): one
 * code unit, DROP, or COMPLEX when it becomes several (㍿ → 株式会社) or is half of a surrogate pair.
 */
function buildBasicTable(): Uint16Array {
  const table = new Uint16Array(0x10000);
  for (let code = 0; code < 0x10000; code += 1) {
    const surrogate = code >= 0xd800 && code <= 0xdfff;
    const folded = surrogate ? '' : fold(String.fromCharCode(code));
    if (surrogate || folded.length > 1) table[code] = COMPLEX;
    else table[code] = folded.length === 0 ? DROP : folded.charCodeAt(0);
  }

  return table;
}

const decoder = new TextDecoder('utf-16le');

/**
 * Normalises a text for matching: full-width → half-width (NFKC), traditional → simplified
 * (opencc-js's tables), case folded, and zero-width, filler, space, punctuation and symbol
 * characters removed, so 「微 信」, 「ＶＸ」, 「發財」 and 「赌\u200b博」 read as 微信, vx, 发财 and 赌博.
 * One table lookup per character: it runs on every text a user writes.
 */
export function normalise(text: string): NormalisedText {
  basicTable ??= buildBasicTable();
  const table = basicTable;
  // A code unit adds at most one, except a COMPLEX character (㍿ → 株式会社): push() grows.
  let codes = new Uint16Array(text.length + 8);
  let origin = new Uint32Array(codes.length);
  let originEnd = new Uint32Array(codes.length);
  let length = 0;
  const push = (code: number, start: number, end: number) => {
    if (length + text.length >= codes.length) {
      codes = grow(codes);
      origin = grow(origin);
      originEnd = grow(originEnd);
    }
    codes[length] = code;
    origin[length] = start;
    originEnd[length] = end;
    length += 1;
  };

  for (let index = 0; index < text.length; ) {
    const mapped = table[text.charCodeAt(index)]!;
    if (mapped !== COMPLEX) {
      // The common case, inline: every code unit but a COMPLEX one adds at most one.
      if (mapped !== DROP) {
        codes[length] = mapped;
        origin[length] = index;
        originEnd[length] = index + 1;
        length += 1;
      }
      index += 1;
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(index) ?? 0);
    const folded = fold(char);
    for (let k = 0; k < folded.length; k += 1) push(folded.charCodeAt(k), index, index + char.length);
    index += char.length;
  }

  return {
    text: decoder.decode(codes.subarray(0, length)),
    origin: origin.subarray(0, length),
    originEnd: originEnd.subarray(0, length),
  };
}

function grow<T extends Uint16Array | Uint32Array>(array: T): T {
  const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
  bigger.set(array);

  return bigger;
}

import * as OpenCC from 'opencc-js/t2cn';

/**
 * Traditional → simplified, one character at a time, from opencc-js's Hong Kong and Taiwan tables
 * (a character written either way maps to the mainland form: 髮 → 发, 臺 → 台, 著 → 着 where
 * Taiwan's table says so). Built once, on first use, by converting every CJK ideograph of the basic
 * and extension A blocks (about 0.2 s); characters outside them, and the few whose simplified form
 * is more than one character, stay as they are. Word-level conversions (phrases) are not needed to
 * match a word list whose words are simplified and normalised the same way.
 */
let table: Map<string, string> | undefined;

function buildTable(): Map<string, string> {
  const chars: string[] = [];
  for (let code = 0x3400; code <= 0x9fff; code += 1) chars.push(String.fromCharCode(code));
  const joined = chars.join('\n');
  const fromHongKong = OpenCC.Converter({ from: 'hk', to: 'cn' })(joined).split('\n');
  const fromTaiwan = OpenCC.Converter({ from: 'tw', to: 'cn' })(joined).split('\n');
  const built = new Map<string, string>();
  chars.forEach((char, index) => {
    const simplified = [fromHongKong[index], fromTaiwan[index]].find((s) => s !== char && s?.length === 1);
    if (simplified) built.set(char, simplified);
  });

  return built;
}

/** The simplified form of one character (itself when it has none). */
export function simplifiedOf(char: string): string {
  table ??= buildTable();

  return table.get(char) ?? char;
}

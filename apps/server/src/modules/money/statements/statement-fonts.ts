import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Noto Sans Hans (Simplified Chinese, the GB2312 set; SIL OFL 1.1) from the npm package
 * @embedpdf/fonts-sc, so a fresh `npm ci` has it with no font on the machine. Its OTF files are
 * CFF, which pdfkit (fontkit) subsets to the glyphs a statement uses: a one-page PDF is about 90 KB.
 * Read once per process (each weight is about 8 MB).
 */
const fontsDir = join(dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '../fonts');

const cache = new Map<string, Buffer>();

function font(file: string): Buffer {
  let bytes = cache.get(file);
  if (!bytes) {
    bytes = readFileSync(join(fontsDir, file));
    cache.set(file, bytes);
  }

  return bytes;
}

export const statementFonts = () => ({
  regular: font('NotoSansHans-Regular.otf'),
  bold: font('NotoSansHans-Bold.otf'),
});

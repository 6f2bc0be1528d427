#!/usr/bin/env -S node --import tsx
// CPU of one text check (normalise + match) with a large word list (issue 20: with 20,000 words,
// checking a 5,000-character post costs ≤ 0.5 ms). Run: node scripts/node24.mjs --import tsx
// bench/text-filter.ts [words, default 20000] [characters, default 5000]
// Words are 2–4 characters drawn from the 3,500 most used ideographs' block plus some Latin ones (like
// real lists: 加微信, vx, 代开发票); the texts are prose of the same characters with punctuation,
// spaces and Latin words, clean (no listed word) and dirty (a listed word every 500 characters,
// some disguised). Prints the CPU per check (process.cpuUsage, the median of 9 rounds) and the build time.
import { normalise } from '../apps/server/src/modules/governance/text-filter/normalise';
import { type ListedWord, WordMatcher } from '../apps/server/src/modules/governance/text-filter/word-matcher';
import { mulberry32 } from './lib/mulberry32';

const wordCount = Number(process.argv[2] ?? 20_000);
const textLength = Number(process.argv[3] ?? 5_000);

// The same words and texts every run.
const random = mulberry32(7);
const ideograph = () => String.fromCharCode(0x4e00 + Math.floor(random() * 3500));
const latin = () => String.fromCharCode(0x61 + Math.floor(random() * 26));
const wordOf = () => {
  const length = 2 + Math.floor(random() * 3);
  const char = random() < 0.1 ? latin : ideograph;
  return Array.from({ length }, char).join('');
};

const actions = ['block', 'review', 'mask'] as const;
const words: ListedWord[] = Array.from({ length: wordCount }, (_, index) => ({
  word: wordOf(),
  category: 'custom',
  action: actions[index % 3]!,
}));

function prose(length: number, withWords: boolean): string {
  let text = '';
  while (text.length < length) {
    const roll = random();
    if (roll < 0.06) text += '，';
    else if (roll < 0.08) text += '。\n';
    else if (roll < 0.1) text += ` ${latin()}${latin()}${latin()} `;
    else text += String.fromCharCode(0x8000 + Math.floor(random() * 3000)); // outside the words' block
    if (withWords && text.length % 500 === 0)
      text += words[Math.floor(random() * words.length)]!.word.split('').join(' ');
  }
  return text.slice(0, length);
}

const startedBuild = performance.now();
const matcher = new WordMatcher(words);
const buildMs = performance.now() - startedBuild;

function cpuPerCheck(text: string, checks: number): number {
  const rounds: number[] = [];
  for (let round = 0; round < 9; round += 1) {
    const before = process.cpuUsage();
    for (let i = 0; i < checks; i += 1) matcher.check(text);
    const used = process.cpuUsage(before);
    rounds.push((used.user + used.system) / 1000 / checks);
  }
  return rounds.sort((a, b) => a - b)[4]!;
}

const clean = prose(textLength, false);
const dirty = prose(textLength, true);
for (let i = 0; i < 200; i += 1) matcher.check(i % 2 ? clean : dirty); // warm up the JIT and the tables
const normaliseOnly = (() => {
  const before = process.cpuUsage();
  for (let i = 0; i < 500; i += 1) normalise(clean);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / 500;
})();

console.log(
  `text filter: ${matcher.size} words (built in ${buildMs.toFixed(0)} ms), ${textLength}-character texts`,
);
console.log(
  `  clean text: ${cpuPerCheck(clean, 300).toFixed(3)} ms CPU per check (normalising alone ${normaliseOnly.toFixed(3)} ms)`,
);
console.log(
  `  text with a listed word every 500 characters: ${cpuPerCheck(dirty, 300).toFixed(3)} ms CPU per check`,
);

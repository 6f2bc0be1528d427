// The project runs on Node 24 LTS (.nvmrc). npm's scripts get it from scripts/node24.mjs; a script run
// directly on an older Node stops here with the way round, instead of failing later inside a
// dependency that needs Node 22+.
import { readFileSync } from 'node:fs';

export function requireNode() {
  const wanted = Number(
    readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8')
      .trim()
      .split('.')[0],
  );
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= wanted) return;
  console.error(
    `创作蛙需要 Node ${wanted}（当前 ${process.version}）。请用 npm start / npm test（会自动下载 Node ${wanted}），` +
      `或先运行 \`. scripts/node24.sh\` 把 Node ${wanted} 放到 PATH 最前面。\n` +
      `This project needs Node ${wanted} (found ${process.version}): use npm start / npm test, or \`. scripts/node24.sh\` first.`,
  );
  process.exit(1);
}

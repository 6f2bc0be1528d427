// The project runs on Node 24 LTS (.nvmrc). An older Node stops here with the one command that fixes it,
// instead of failing later inside a dependency that needs Node 22+.
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
    `创作蛙需要 Node ${wanted}（当前 ${process.version}）。运行 \`. scripts/node24.sh\`，` +
      `它会从 npm 仓库装好 Node ${wanted} 并放到 PATH 最前面，然后重新执行命令。\n` +
      `This project needs Node ${wanted} (found ${process.version}): run \`. scripts/node24.sh\` and try again.`,
  );
  process.exit(1);
}

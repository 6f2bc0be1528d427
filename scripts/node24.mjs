// Runs a project script on the project's Node (.nvmrc: 24), so `npm start` and `npm test` work on a
// machine whose Node is older: `node scripts/node24.mjs scripts/start.mjs [args]` imports the script
// here when this Node is new enough, and otherwise runs it on .node/bin/node (fetched once by
// project-node.mjs). Arguments that start with `-` are Node options: those always run as a child.
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runChild, stopChildrenOnSignals } from './children.mjs';
import { projectNodePath, wantedMajor } from './project-node.mjs';

const args = process.argv.slice(2);
let node;
try {
  node = await projectNodePath();
} catch (error) {
  console.error(
    `创作蛙需要 Node ${wantedMajor()}（当前 ${process.version}），从 npm 仓库下载失败：${error.message}`,
  );
  process.exit(1);
}
// Tools the script starts through PATH (npx, npm's scripts) run on the same Node.
process.env.PATH = `${dirname(node)}:${process.env.PATH}`;

if (node === process.execPath && !args[0]?.startsWith('-')) {
  const script = resolve(args[0]);
  process.argv = [process.execPath, script, ...args.slice(1)];
  await import(pathToFileURL(script).href);
} else {
  stopChildrenOnSignals();
  process.exit(await runChild(node, args, { ownGroup: false }));
}

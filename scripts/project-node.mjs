// The Node the project runs on (.nvmrc: 24 LTS). On a machine whose Node is older, the official
// binary is fetched from the npm registry (the package node-<platform>-<arch>, which npm's own
// `node` package installs) into .node/, once, with its integrity checked. Runs on Node 20: only
// node: modules and fetch.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const installDir = join(root, '.node');
const projectNode = join(installDir, 'bin/node');

export const wantedMajor = () => Number(readFileSync(join(root, '.nvmrc'), 'utf8').trim().split('.')[0]);
const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0]);

function installedMajor() {
  if (!existsSync(projectNode)) return 0;
  const result = spawnSync(projectNode, ['-p', 'process.versions.node'], { encoding: 'utf8' });

  return result.status === 0 ? majorOf(result.stdout.trim()) : 0;
}

/** This Node when it is new enough; otherwise .node/bin/node, installed first when missing. */
export async function projectNodePath() {
  const wanted = wantedMajor();
  if (majorOf(process.versions.node) >= wanted) return process.execPath;
  if (installedMajor() < wanted) await installNode(wanted);

  return projectNode;
}

const registry = () =>
  (process.env.npm_config_registry || 'https://registry.npmjs.org/').replace(/\/?$/, '/');
const packageName = () => `node-${process.platform}-${process.arch}`;
const megabytes = (bytes) => (bytes / 1024 / 1024).toFixed(1);

/** The newest release of `major` the registry has, with its tarball and integrity. */
async function newestRelease(major) {
  const response = await fetch(`${registry()}${packageName()}`, {
    headers: { accept: 'application/vnd.npm.install-v1+json' },
  });
  if (!response.ok) throw new Error(`${packageName()}: the registry answered ${response.status}`);
  const { versions } = await response.json();
  const newest = Object.keys(versions)
    .filter((v) => /^\d+\.\d+\.\d+$/.test(v) && majorOf(v) === major)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .at(-1);
  if (!newest) throw new Error(`${packageName()}: the registry has no Node ${major}`);

  return { version: newest, ...versions[newest].dist };
}

/** Downloads `url` into memory, saying how far it has got on one line. */
async function download(url, label) {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  const total = Number(response.headers.get('content-length')) || 0;
  const chunks = [];
  let received = 0;
  let shown = 0;
  process.stderr.write(`${label}（${megabytes(total)} MB）`);
  for await (const chunk of response.body) {
    chunks.push(chunk);
    received += chunk.length;
    const percent = total ? Math.floor((received / total) * 100) : 0;
    // One line: a terminal sees the figure count up, a log gets a mark every 25 %.
    if (process.stderr.isTTY) {
      process.stderr.write(`\r${label}（${megabytes(received)} / ${megabytes(total)} MB）`);
    } else if (percent >= shown + 25) {
      shown = percent - (percent % 25);
      process.stderr.write(` ${shown}%`);
    }
  }
  process.stderr.write('\n');

  return Buffer.concat(chunks);
}

async function installNode(major) {
  const release = await newestRelease(major);
  const label = `本机 Node ${process.versions.node} 太旧，正在下载 Node ${release.version} 到 .node/（只需一次）`;
  const tarball = await download(release.tarball, label);
  const [algorithm, expected] = release.integrity.split('-');
  const actual = createHash(algorithm).update(tarball).digest('base64');
  if (actual !== expected) throw new Error(`${release.tarball}: integrity check failed`);

  // Unpacked beside .node/ (same file system), so it can be renamed into place.
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const work = mkdtempSync(join(root, '.tmp/node-'));
  try {
    const file = join(work, 'node.tgz');
    writeFileSync(file, tarball);
    const unpacked = join(work, 'node');
    mkdirSync(unpacked);
    const tar = spawnSync(
      'tar',
      ['-xzf', file, '-C', unpacked, '--strip-components=1', 'package/bin', 'package/LICENSE'],
      {
        stdio: 'inherit',
      },
    );
    if (tar.status !== 0) throw new Error('tar could not unpack the Node package');
    // Swapped in whole, so a stopped download never leaves half a Node behind.
    rmSync(installDir, { recursive: true, force: true });
    renameSync(unpacked, installDir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.error(`Node ${release.version} 已装到 .node/`);
}

// `node scripts/project-node.mjs`: install when needed and print the path (scripts/node24.sh uses it).
if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(await projectNodePath());
  } catch (error) {
    console.error(`无法从 npm 仓库下载 Node ${wantedMajor()}：${error.message}`);
    process.exit(1);
  }
}

// Writes .br and .gz next to each text asset of the build, for @fastify/static's preCompressed mode.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist';
const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;

for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  // Dot folders (.vite's manifest, .server's renderer) are read by the server, never sent.
  if (/(^|[\\/])\./.test(entry.parentPath.slice(root.length))) continue;
  const file = join(entry.parentPath, entry.name);
  const content = await readFile(file);
  if (content.length < 512) continue;
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
}

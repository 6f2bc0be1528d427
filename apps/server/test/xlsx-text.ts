import yauzl from 'yauzl';

/** Every XML part of an XLSX (a zip) as one text, for tests to look into (shared strings, sheet values). */
export async function xlsxText(file: Buffer): Promise<string> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(file, { lazyEntries: true }, (error, z) => (error || !z ? reject(error) : resolve(z))),
  );
  const parts: string[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          parts.push(Buffer.concat(chunks).toString('utf8'));
          zip.readEntry();
        });
      });
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });

  return parts.join('\n');
}

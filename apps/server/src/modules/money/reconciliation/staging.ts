/** Streams a day's bill lines into staging rows in batches, numbering them in file order. */

/** Lines per INSERT: ~10 arrays of 5,000 values keep a statement small and the round trips few. */
export const LOAD_BATCH = 5000;

/** Feeds `lines` to `insert` LOAD_BATCH at a time, each numbered from 1; answers how many there were. */
export async function stageInBatches<Line>(
  lines: AsyncIterable<Line>,
  insert: (batch: (Line & { lineNo: number })[]) => Promise<void>,
): Promise<number> {
  let batch: (Line & { lineNo: number })[] = [];
  let lineNo = 0;
  for await (const line of lines) {
    lineNo += 1;
    batch.push({ ...line, lineNo });
    if (batch.length === LOAD_BATCH) {
      await insert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);

  return lineNo;
}

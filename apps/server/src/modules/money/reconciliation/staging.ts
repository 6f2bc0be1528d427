/** Streams a day's bill lines into staging rows in batches, numbering them in file order. */

/** Lines per INSERT: ~10 arrays of 5,000 values keep a statement small and the round trips few. */
export const LOAD_BATCH = 5000;

/** Lines per matching statement (a whole number of load batches). */
export const MATCH_RANGE = 50_000;

/**
 * Feeds `lines` to `insert` LOAD_BATCH at a time, each numbered from 1, and after every MATCH_RANGE
 * lines (and the last few) hands that range to `matchRange`; answers how many lines there were.
 * One statement is in flight while the next batch is read, so the reader's CPU and the database's
 * overlap (on PostgreSQL a day took the sum of the two before); the statements still run one after
 * another, in the order they were issued, so a range is matched only once all its lines are in.
 */
export async function stageInBatches<Line>(
  lines: AsyncIterable<Line>,
  insert: (batch: (Line & { lineNo: number })[]) => Promise<void>,
  matchRange: (from: number, to: number) => Promise<void> = async () => {},
): Promise<number> {
  const statements = oneInFlight();
  let batch: (Line & { lineNo: number })[] = [];
  let lineNo = 0;
  const flush = async () => {
    const full = batch;
    batch = [];
    await statements.issue(() => insert(full));
    if (lineNo % MATCH_RANGE === 0) {
      const to = lineNo;
      await statements.issue(() => matchRange(to - MATCH_RANGE + 1, to));
    }
  };
  try {
    for await (const line of lines) {
      lineNo += 1;
      batch.push({ ...line, lineNo });
      if (batch.length === LOAD_BATCH) await flush();
    }
    if (batch.length > 0) await flush();
    if (lineNo % MATCH_RANGE !== 0) {
      const from = lineNo - (lineNo % MATCH_RANGE) + 1;
      await statements.issue(() => matchRange(from, lineNo));
    }
  } finally {
    // A reader's error waits for the statement in flight, so the caller's clean-up runs after it.
    await statements.settled();
  }
  await statements.done();

  return lineNo;
}

/**
 * Runs tasks one at a time without waiting for the last: `issue` waits for the one before to finish
 * (throwing its error) and starts the next; `done` waits for the last.
 */
function oneInFlight() {
  let last: Promise<void> = Promise.resolve();

  return {
    async issue(task: () => Promise<void>): Promise<void> {
      await last;
      last = task();
      // Handled at once, so a statement failing while the reader works is no unhandled rejection;
      // `issue` or `done` still throws its error.
      last.catch(() => {});
    },
    done: () => last,
    settled: () => last.catch(() => {}),
  };
}

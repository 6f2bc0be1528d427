/**
 * A job round's claimed rows, applied one after another: each one's outcome, or a failure counted
 * (provider failures are logged by the provider wrapper; the row is claimed again next round).
 */
export async function applyClaimed<Row, Outcome>(
  claimed: Row[],
  apply: (row: Row) => Promise<Outcome>,
): Promise<{ claimed: number; outcomes: Outcome[]; failed: number }> {
  const outcomes: Outcome[] = [];
  let failed = 0;
  for (const row of claimed) {
    try {
      outcomes.push(await apply(row));
    } catch {
      failed++;
    }
  }

  return { claimed: claimed.length, outcomes, failed };
}

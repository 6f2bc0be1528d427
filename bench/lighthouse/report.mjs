// Figures out of Lighthouse JSON reports (LHR) and the table the benchmark prints.

const ms = (value) => `${Math.round(value)} ms`;
const seconds = (value) => `${(value / 1000).toFixed(2)} s`;

/** The figures of one report. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  // Lighthouse 13 names the LCP element in its LCP breakdown insight.
  const lcpElement = lhr.audits['lcp-breakdown-insight']?.details?.items?.find(
    (item) => item.type === 'node',
  );

  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    jsBytes: scripts?.transferSize ?? 0,
    jsRequests: scripts?.requestCount ?? 0,
    lcpElement: lcpElement
      ? `${lcpElement.selector ?? lcpElement.snippet} «${lcpElement.nodeLabel ?? ''}»`
      : '(none)',
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    warnings: lhr.runWarnings ?? [],
  };
}

/** One page's result: the median run by score, and the range of scores over all runs. */
export function summarise(page, reports) {
  const runs = reports.map(figures).sort((a, b) => a.score - b.score);
  const median = runs[Math.floor((runs.length - 1) / 2)];

  return { page, median, scores: runs.map((run) => run.score) };
}

/** Prints one row per page, then each page's LCP element and run warnings. */
export function printSummary(results) {
  const header = ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'JS gzip', 'scripts', 'scores'];
  const rows = results.map(({ page, median: m, scores }) => [
    page.name,
    String(m.score),
    seconds(m.fcp),
    seconds(m.lcp),
    ms(m.tbt),
    m.cls.toFixed(3),
    seconds(m.si),
    `${(m.jsBytes / 1024).toFixed(1)} kB`,
    String(m.jsRequests),
    scores.join(' '),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`\n${line(header)}`);
  for (const row of rows) console.log(line(row));
  console.log(
    '\n(JS gzip: script bytes transferred, as compressed on the wire; scores: every run, lowest first)',
  );
  const indexes = results.map((result) => Math.round(result.median.benchmarkIndex));
  console.log(
    `Lighthouse's CPU benchmark index: ${Math.min(...indexes)}–${Math.max(...indexes)} (an idle machine of this kind: about 1900; lower means busier)`,
  );
  for (const { page, median } of results) {
    console.log(
      `  ${page.name} ${page.path}: LCP element ${median.lcpElement.replace(/\s+/g, ' ').slice(0, 140)}`,
    );
    for (const warning of median.warnings) console.log(`    warning: ${warning}`);
  }
}

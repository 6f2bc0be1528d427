/**
 * The process's own Prometheus metrics: what this process did, whichever app or queue did it (job
 * rounds, calls to outside providers), and its runtime (CPU, memory, event loop, GC). Each process
 * counts its own; Prometheus scrapes every process and sums. `platform/http/metrics.ts` adds each app's
 * request histogram and pool gauges and serves everything at `/metrics`.
 */
import { Counter, collectDefaultMetrics, Histogram, Registry } from '@prometheus-io/client';

/** The registry of this process (one per process, whatever number of apps a test builds). */
export const processMetrics = new Registry();

const jobRuns = new Counter({
  name: 'frog_job_runs_total',
  help: 'Job rounds this process ran, by job and outcome (completed | failed).',
  labelNames: ['job', 'outcome'] as const,
  registers: [processMetrics],
});

const jobDuration = new Histogram({
  name: 'frog_job_duration_seconds',
  help: 'How long the job rounds this process ran took, by job.',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [processMetrics],
});

const providerCalls = new Counter({
  name: 'frog_provider_calls_total',
  help: 'Calls to outside providers, by service (payments | sms), operation and outcome (ok, or the kind of failure).',
  labelNames: ['service', 'operation', 'outcome'] as const,
  registers: [processMetrics],
});

const pageRendererFailures = new Counter({
  name: 'frog_page_renderer_failures_total',
  help: "Times the web build's page renderer (dist/.server/pages.js) failed to load: pages go out unpainted.",
  registers: [processMetrics],
});

/** Counts one failed load of the page renderer (platform/pages/built-renderer.ts). */
export function recordPageRendererFailure(): void {
  pageRendererFailures.inc();
}

/** How many times the page renderer failed to load in this process (tests compare). */
export async function pageRendererFailureCount(): Promise<number> {
  return (await pageRendererFailures.get()).values[0]?.value ?? 0;
}

/** Counts one job round and its duration: the job queue's worker calls it for every run. */
export function recordJobRun(job: string, outcome: 'completed' | 'failed', seconds: number): void {
  jobRuns.inc({ job, outcome });
  jobDuration.observe({ job }, seconds);
}

/** The services whose calls are counted. */
export type ProviderService = 'payments' | 'sms';

/**
 * Counts one call to an outside provider: `outcome` is `ok`, or the kind of failure (`timeout`,
 * `refused`, `network` …: modules/money/provider/failures.ts and platform/sms/failures.ts name them). Payments count
 * through modules/money/provider/observed-provider.ts, SMS through platform/sms/observed-sms-provider.ts.
 */
export function recordProviderCall(service: ProviderService, operation: string, outcome: string): void {
  providerCalls.inc({ service, operation, outcome });
}

/** How many calls this process counted with these labels so far (tests compare before and after). */
export async function providerCallCount(
  service: ProviderService,
  operation: string,
  outcome: string,
): Promise<number> {
  const { values } = await providerCalls.get();
  const wanted: Record<string, string> = { service, operation, outcome };
  const found = values.find(({ labels }) =>
    Object.entries(wanted).every(([name, value]) => (labels as Record<string, unknown>)[name] === value),
  );

  return found?.value ?? 0;
}

let runtimeCollected = false;

/**
 * Starts collecting Node's runtime metrics (CPU, memory, event loop lag, GC) into the process
 * registry: once per process, and only when metrics are served (it samples the event loop).
 */
export function collectRuntimeMetrics(): void {
  if (runtimeCollected) return;
  runtimeCollected = true;
  collectDefaultMetrics({ register: processMetrics });
}

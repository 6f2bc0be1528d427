// `npm run test:loaded`: the whole `npm test` while CPU burners keep every core busy (one busy thread
// per core, at normal priority), as on a developer's machine with a browser and a build beside it.
// Prints how long the suite took, the load average it ran under and its closing line; exits with
// npm test's status. `-- --burners N` changes the number of busy threads.
import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { runChild, stopChildrenOnSignals } from './children.mjs';

const flag = process.argv.indexOf('--burners');
const burners = flag > 0 ? Number(process.argv[flag + 1]) : availableParallelism();
const root = new URL('..', import.meta.url).pathname;

stopChildrenOnSignals();
const workers = Array.from(
  { length: burners },
  () => new Worker('for (;;) Math.sqrt(Math.random());', { eval: true }),
);
const loads = [];
const sampler = setInterval(() => loads.push(loadavg()[0]), 10_000);
console.log(`test:loaded: ${burners} busy threads on ${availableParallelism()} cores, then npm test`);

const started = performance.now();
const status = await runChild('npm', ['test'], { cwd: root });
const minutes = (performance.now() - started) / 60_000;
clearInterval(sampler);
for (const worker of workers) await worker.terminate();

const mean = loads.reduce((sum, load) => sum + load, 0) / Math.max(loads.length, 1);
console.log(
  `\ntest:loaded: npm test ${status === 0 ? 'passed' : `failed (exit ${status})`} in ${minutes.toFixed(1)} min ` +
    `beside ${burners} busy threads; 1-minute load average mean ${mean.toFixed(1)}, ` +
    `max ${Math.max(0, ...loads).toFixed(1)} on ${availableParallelism()} cores`,
);
process.exit(status);

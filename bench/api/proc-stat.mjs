// CPU time and memory of processes from /proc (Linux): utime + stime in clock ticks, VmRSS.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** The fields after `comm` (which may hold spaces): [state, ppid, …], or null when the process is gone. */
function statFields(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

const ticks = (fields, from) => Number(fields[from]) + Number(fields[from + 1]);

/** CPU milliseconds one process has used so far (its own threads, not its children). */
export function processCpuMs(pid) {
  const fields = statFields(pid);
  if (!fields) throw new Error(`process ${pid} is gone`);
  return (ticks(fields, 11) * 1000) / ticksPerSecond;
}

export const parentOf = (pid) => Number(statFields(pid)?.[1] ?? 0);

/**
 * CPU milliseconds of a PostgreSQL server: the postmaster, every process whose parent it is (this
 * counts ALL backends and background workers, whoever they serve: run on an otherwise idle
 * database server), and the children that already exited (the postmaster's cutime + cstime).
 */
export function postgresCpuMs(postmasterPid) {
  const own = statFields(postmasterPid);
  if (!own) throw new Error(`postmaster ${postmasterPid} is gone`);
  let total = ticks(own, 11) + ticks(own, 13);
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(name);
    if (fields && Number(fields[1]) === postmasterPid) total += ticks(fields, 11);
  }
  return (total * 1000) / ticksPerSecond;
}

/** Resident memory of a process in MiB (VmRSS). */
export function processRssMiB(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : undefined;
}

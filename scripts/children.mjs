// The processes a script starts, each in a process group of its own, so that a stop reaches everything
// they started in turn (npm → sh → vite → esbuild): SIGINT or SIGTERM to the script is passed to every
// group, anything still there after the server's 10 s is killed, and the script exits once they are gone.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const running = new Set();
let stopCode = 0;

const signalGroup = (child, signal) => {
  try {
    if (child.ownGroup) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // the group is already gone
  }
};

/**
 * Runs `command` to its end; answers its exit code (128 + n when a signal ended it). With
 * `ownGroup: false` the child stays in this process's group and keeps the terminal's input: for a
 * child that stops its own children (scripts/node24.mjs running a script).
 */
export function runChild(command, args, { ownGroup = true, ...options } = {}) {
  if (stopCode) return new Promise(() => {}); // stopping: start nothing new
  // A group of its own gets no stdin: it would be stopped (SIGTTIN) reading from the terminal.
  const stdio = ownGroup ? ['ignore', 'inherit', 'inherit'] : 'inherit';
  const child = spawn(command, args, { stdio, ...options, detached: ownGroup });
  child.ownGroup = ownGroup;
  running.add(child);

  return new Promise((resolve) => {
    const done = (code) => {
      running.delete(child);
      if (stopCode && running.size === 0) process.exit(stopCode);
      resolve(code);
    };
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

/**
 * Sends `signal` to every child's group, then exits with `exitCode` once they are gone, or after
 * `graceMs` with whatever is left killed.
 */
export function stopChildren(signal, { exitCode = 128 + constants.signals[signal], graceMs = 10_000 } = {}) {
  if (stopCode) return;
  stopCode = exitCode || 1;
  if (running.size === 0) process.exit(stopCode);
  for (const child of running) signalGroup(child, signal);
  setTimeout(() => {
    for (const child of running) signalGroup(child, 'SIGKILL');
    process.exit(stopCode);
  }, graceMs).unref();
}

/** On SIGINT, SIGTERM or SIGHUP: stop every child (stopChildren), the server's 10 s at most. */
export function stopChildrenOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopChildren(signal));
}

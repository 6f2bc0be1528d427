import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** apps/server: main.ts runs from here, as `npm start` runs it (TypeScript through tsx). */
const serverDir = fileURLToPath(new URL('..', import.meta.url));

export type ServerProcess = {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Sends SIGTERM and waits for the exit (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<number | string>;
};

/**
 * Starts `node --import tsx src/main.ts` as its own process, with only PATH, HOME and `env` in its
 * environment (nothing of the test runner's), listening on `port`; answers once `/readyz` says 200.
 * Throws with its output if it exits first or is not ready within `readyTimeoutMs`.
 */
export function startServerProcess(
  port: number,
  env: Record<string, string>,
  readyTimeoutMs = 60_000,
): Promise<ServerProcess> {
  return startNodeServer({
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    baseUrl: `http://127.0.0.1:${port}`,
    readyTimeoutMs,
  });
}

/**
 * Starts `node <args>` in `cwd` with exactly `env`, and answers once `<baseUrl>/readyz` says 200;
 * throws with its output if it exits first or is not ready within `readyTimeoutMs`.
 */
export async function startNodeServer(options: {
  args: string[];
  cwd: string;
  env: Record<string, string>;
  baseUrl: string;
  readyTimeoutMs: number;
}): Promise<ServerProcess> {
  const { baseUrl, readyTimeoutMs } = options;
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-64_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let gone = false;
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      gone = true;
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  const server: ServerProcess = {
    baseUrl,
    child,
    exited,
    output: () => output,
    async stop(timeoutMs = 15_000) {
      if (!gone) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(killer);

      return code;
    },
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (!gone && Date.now() < deadline) {
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!gone) await server.stop(2_000);
  throw new Error(`${baseUrl} did not become ready (${gone ? 'it exited' : 'timeout'}):\n${output}`);
}

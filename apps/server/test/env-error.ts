import { EnvError, loadEnv } from '../src/platform/config/env';

/** The EnvError that loadEnv throws for `source` (fails the test when it throws none, or another). */
export function envErrorOf(source: Record<string, string>): EnvError {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('expected an EnvError');
}

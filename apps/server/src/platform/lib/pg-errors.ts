/** True when a query failed on a unique constraint (PostgreSQL code 23505), optionally a named one. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return false;

  return constraint === undefined || name === constraint;
}

/**
 * PostgreSQL errors that only input can cause: a NUL byte or broken UTF-8 in text (22P05, 22021),
 * a number or date outside the column's range (22003, 22008), a malformed date (22007).
 */
const INPUT_ERROR_CODES = new Set(['22P05', '22021', '22003', '22008', '22007']);

/** True when the database refused a value as input (see INPUT_ERROR_CODES), not for a failing query. */
export function isInputRefusedByDatabase(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };

  return typeof code === 'string' && INPUT_ERROR_CODES.has(code);
}

/**
 * Two transactions that met the wrong way round: PostgreSQL aborted this one (deadlock 40P01, or a
 * serialization failure 40001). Its transaction rolled back whole, so trying again is safe.
 */
export function isTransientConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };

  return code === '40P01' || code === '40001';
}

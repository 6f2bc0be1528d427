/**
 * Reading Huifu's published contract fixtures (the `huifu-pay-integration` bundle of their local
 * gateway simulator, huifurepo/dg-payment-skills `local-sandbox/`) for `huifu-contracts.test.ts`.
 * The files are Huifu's, not ours: they are read where they lie, never copied into the project.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONTRACT_BUNDLE = 'huifu-pay-integration-1.3.0-r4';

/** `HUIFU_CONTRACTS_DIR`, else `<repo root>/../shared/payments/huifu-contracts/<bundle>`. */
export function contractsDir(): string {
  if (process.env.HUIFU_CONTRACTS_DIR) return path.resolve(process.env.HUIFU_CONTRACTS_DIR);
  // This file is apps/server/src/modules/money/provider/huifu/: seven levels below the repo root.
  const repoRoot = fileURLToPath(new URL('../../../../../../../', import.meta.url));

  return path.resolve(repoRoot, '..', 'shared', 'payments', 'huifu-contracts', CONTRACT_BUNDLE);
}

/** One endpoint of `endpoint-contracts.json`. */
export interface EndpointContract {
  id: string;
  path: string;
  required_data?: string[];
  recommended_data?: string[];
  optional_data?: string[];
  /** At least one group must be fully present. */
  conditional_groups?: string[][];
}

export interface FieldAssertion {
  path: string;
  equals?: string;
  exists?: boolean;
}

/** One `fixtures/*.json`: a request and what Huifu's simulator answers to it. */
export interface ContractFixture {
  id: string;
  kind: 'positive' | 'negative' | 'variant' | 'sample';
  path: string;
  request: { data: Record<string, string> };
  expected_resp_code: string;
  field_assertions: FieldAssertion[];
}

export interface HuifuContracts {
  dir: string;
  endpoints: EndpointContract[];
  fixtures: Map<string, ContractFixture>;
}

/** Loads the bundle, or `undefined` when its folder is absent (a fresh clone, CI). */
export function loadHuifuContracts(dir = contractsDir()): HuifuContracts | undefined {
  if (!existsSync(path.join(dir, 'endpoint-contracts.json'))) return undefined;
  const { endpoints } = JSON.parse(readFileSync(path.join(dir, 'endpoint-contracts.json'), 'utf8')) as {
    endpoints: EndpointContract[];
  };
  const fixtures = new Map<string, ContractFixture>();
  for (const file of readdirSync(path.join(dir, 'fixtures')).filter((name) => name.endsWith('.json'))) {
    const fixture = JSON.parse(readFileSync(path.join(dir, 'fixtures', file), 'utf8')) as ContractFixture;
    fixtures.set(fixture.id, fixture);
  }

  return { dir, endpoints, fixtures };
}

/**
 * What is wrong with one request `data` against its endpoint's contract: a required field missing
 * or empty, no conditional group complete, or a field the contract does not list (unless allowed).
 */
export function requestProblems(
  contract: EndpointContract,
  data: Record<string, unknown>,
  allowedExtra: readonly string[] = [],
): string[] {
  const present = (key: string) => typeof data[key] === 'string' && data[key] !== '';
  const problems: string[] = [];
  for (const key of contract.required_data ?? []) {
    if (!present(key)) problems.push(`${contract.path}: required field ${key} missing or empty`);
  }
  const groups = contract.conditional_groups ?? [];
  if (groups.length > 0 && !groups.some((group) => group.every(present))) {
    problems.push(
      `${contract.path}: none of the conditional groups is complete (${groups.map((g) => g.join('+')).join(' | ')})`,
    );
  }
  const listed = new Set([
    ...(contract.required_data ?? []),
    ...(contract.recommended_data ?? []),
    ...(contract.optional_data ?? []),
    ...groups.flat(),
    ...allowedExtra,
  ]);
  for (const key of Object.keys(data)) {
    if (!listed.has(key)) problems.push(`${contract.path}: field ${key} is not in Huifu's contract`);
  }

  return problems;
}

/**
 * A value by dotted path; a segment that lands on a JSON string (Huifu's nested fields, e.g.
 * `tx_metadata`) is parsed before going deeper, and one that lands on an array goes on in its first
 * element: Huifu's fixtures write `task_details.task_stat` where the gateway's reference pages (and
 * our simulator) answer `task_details` as an array of one task, its sandbox as a single object.
 */
export function valueAt(data: Record<string, unknown>, dotted: string): unknown {
  let value: unknown = data;
  for (const segment of dotted.split('.')) {
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        return undefined;
      }
    }
    if (Array.isArray(value) && !/^\d+$/.test(segment)) value = value[0];
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }

  return value;
}

/** Which of a fixture's expectations an answer misses (`ignored` paths are not checked). */
export function answerProblems(
  fixture: ContractFixture,
  answer: Record<string, unknown>,
  ignored: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  if (answer.resp_code !== fixture.expected_resp_code) {
    problems.push(`resp_code ${String(answer.resp_code)}, Huifu's simulator ${fixture.expected_resp_code}`);
  }
  for (const assertion of fixture.field_assertions) {
    if (ignored.includes(assertion.path)) continue;
    const value = valueAt(answer, assertion.path);
    if (assertion.equals !== undefined && value !== assertion.equals) {
      problems.push(`${assertion.path} = ${JSON.stringify(value)}, Huifu's simulator ${assertion.equals}`);
    }
    if (assertion.exists && (value === undefined || value === null || value === '')) {
      problems.push(`${assertion.path} missing, Huifu's simulator has it`);
    }
  }

  return problems;
}

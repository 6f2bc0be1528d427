import * as contracts from '@frog/contracts';
import type { Endpoint } from '@frog/contracts';
import type { CallResult, TestApp } from '../test-app';
import { Normaliser } from './normalise';

/** Who makes a call: the four roles of the brief, or a named extra actor of the scenario. */
export type Role = 'visitor' | 'member' | 'creator' | 'operator' | (string & {});

export type Entry = {
  /** Position in the scenario (1-based). */
  n: number;
  /** Scenario step this call belongs to. */
  step: string;
  /** `POST /api/…` for contract endpoints; `GET /healthz` etc. for the others. */
  route: string;
  /** `group.name` of the contract endpoint, or null for a non-contract route. */
  endpoint: string | null;
  role: Role;
  note?: string;
  params: unknown;
  status: number;
  body: unknown;
  /** Set-Cookie headers of the answer, if any. */
  setCookie?: string[];
  contentType?: string;
};

/** Every endpoint of the contracts, as `group.name` → endpoint (same walk as contracts' openapi.ts). */
export function contractEndpoints(): Map<string, Endpoint> {
  const found = new Map<string, Endpoint>();
  for (const [group, value] of Object.entries(contracts)) {
    if (!group.endsWith('Endpoints') || typeof value !== 'object' || value === null) continue;
    for (const [name, endpoint] of Object.entries(value as Record<string, Endpoint>)) {
      if (endpoint && typeof endpoint === 'object' && typeof endpoint.path === 'string')
        found.set(`${group}.${name}`, endpoint);
    }
  }

  return found;
}

/** Calls the app and writes down every answer, in order. */
export class Recorder {
  readonly entries: Entry[] = [];
  private step = 'setup';
  private readonly names = new Map<Endpoint, string>();
  /** `group.name` → roles that called it. */
  readonly called = new Map<string, Set<Role>>();

  constructor(
    readonly t: TestApp,
    readonly cookies: Record<string, string | undefined>,
  ) {
    for (const [name, endpoint] of contractEndpoints()) this.names.set(endpoint, name);
  }

  begin(step: string) {
    this.step = step;
  }

  private nameOf(endpoint: Endpoint): string {
    const name = this.names.get(endpoint);
    if (!name) throw new Error(`not a contract endpoint: ${endpoint.path}`);

    return name;
  }

  private cookieOf(role: Role): string | undefined {
    if (role === 'visitor') return undefined;
    const cookie = this.cookies[role];
    if (!cookie) throw new Error(`no session for role ${role}`);

    return cookie;
  }

  private mark(name: string, role: Role) {
    const roles = this.called.get(name) ?? new Set<Role>();
    roles.add(role);
    this.called.set(name, roles);
  }

  /** A contract call (form-encoded POST) as `role`. */
  async call<E extends Endpoint>(
    endpoint: E,
    role: Role,
    params: Record<string, string | string[]> = {},
    note?: string,
    cookieOverride?: string,
  ): Promise<CallResult<E>> {
    const name = this.nameOf(endpoint);
    const res = await this.t.call(endpoint, params, { cookie: cookieOverride ?? this.cookieOf(role) });
    this.mark(name, role);
    this.push({
      route: `POST ${endpoint.path}`,
      endpoint: name,
      role,
      note,
      params,
      status: res.status,
      body: res.body,
      setCookie: res.setCookie.length ? res.setCookie : undefined,
    });

    return res;
  }

  /** An answer obtained some other way (an upload through a test helper, a GET …). */
  raw(entry: Omit<Entry, 'n' | 'step' | 'endpoint'> & { endpoint?: Endpoint }): void {
    const { endpoint, ...rest } = entry;
    const name = endpoint ? this.nameOf(endpoint) : null;
    if (name) this.mark(name, entry.role);
    this.push({ ...rest, endpoint: name });
  }

  private push(entry: Omit<Entry, 'n' | 'step'>) {
    this.entries.push({ n: this.entries.length + 1, step: this.step, ...entry });
  }

  /** Endpoints of the contracts no call reached. */
  missing(): string[] {
    return [...contractEndpoints().keys()].filter((name) => !this.called.has(name));
  }

  /** The snapshot: every entry normalised in order (placeholders numbered by first appearance). */
  snapshot() {
    const normaliser = new Normaliser();
    const calls = this.entries.map((entry) => normaliser.value(entry) as Entry);
    const coverage = Object.fromEntries(
      [...contractEndpoints().keys()].sort().map((name) => [name, [...(this.called.get(name) ?? [])].sort()]),
    );

    return { format: 'frog-behaviour/1', endpoints: contractEndpoints().size, coverage, calls };
  }
}

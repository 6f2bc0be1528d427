import type { Endpoint } from '@frog/contracts';
import { buildUser } from '../../factories';
import type { TestApp } from '../../test-app';
import { Recorder, type Role } from '../recorder';

/** The fixed cast: phone numbers, slugs and nicknames never change between runs. */
export const CAST = {
  operator: { phone: '13900000001', slug: 'op-xiaowa', nickname: '运营小蛙', isOperator: true },
  creator: { phone: '13800000001', slug: 'wawa-huahua', nickname: '蛙蛙画画' },
  member: { phone: '13800000002', slug: 'juzi-qishui', nickname: '橘子汽水' },
  member2: { phone: '13800000003', slug: 'qingwa-wangzi', nickname: '青蛙王子' },
  applicant: { phone: '13800000004', slug: 'xiao-kedou', nickname: '小蝌蚪' },
} as const;

export type CastRole = keyof typeof CAST;

/** What every area of the scenario works with: the app, the recorder and the signed-in cast. */
export type Scene = {
  t: TestApp;
  r: Recorder;
  sim: NonNullable<TestApp['payments']['simulator']>;
  users: Record<CastRole, { id: number; phone: string }>;
  cookies: Record<string, string | undefined>;
};

export const id = (n: number) => String(n);

export const ok = (res: { body: { code: number; message: string } }, what: string) => {
  if (res.body.code !== 200) throw new Error(`${what}: ${res.body.code} ${res.body.message}`);
};

/** Builds the cast, signs each of them in and starts the recorder. */
export async function setUpScene(t: TestApp): Promise<Scene> {
  const sim = t.payments.simulator;
  if (!sim) throw new Error('the behaviour scenario needs the payment simulator');
  const users = {} as Scene['users'];
  const cookies: Scene['cookies'] = {};
  for (const [role, fields] of Object.entries(CAST) as [CastRole, (typeof CAST)[CastRole]][]) {
    const user = await buildUser(t.db, { ...fields });
    users[role] = { id: user.id, phone: user.phone };
    cookies[role] = await t.signIn(user.phone);
  }

  return { t, r: new Recorder(t, cookies), sim, users, cookies };
}

/** Records an upload made through a test helper (a multipart POST to `endpoint`). */
export function recordUpload(
  r: Recorder,
  endpoint: Endpoint,
  role: Role,
  params: string,
  answer: { status: number; body: unknown },
): void {
  r.raw({
    route: `POST ${endpoint.path}`,
    endpoint,
    role,
    params,
    status: answer.status,
    body: answer.body,
  });
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

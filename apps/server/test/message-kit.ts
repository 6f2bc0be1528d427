import { type ParamsOf, privateMessageEndpoints } from '@frog/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildUser } from './factories';
import type { TestApp } from './test-app';
import { postMultipart } from './uploads';

const e = privateMessageEndpoints;

/** Shared steps of the private-message tests: users with cookies and the calls they make. */
export function messageKit(t: TestApp) {
  /** A user and their session cookie. */
  async function person(overrides: Parameters<typeof buildUser>[1] = {}) {
    const user = await buildUser(t.db, {
      nickname: `用户${Math.random().toString(36).slice(2, 7)}`,
      ...overrides,
    });

    return { user, cookie: await t.signIn(user.phone) };
  }

  /** Sends a message; answers the whole result (code, message, data). */
  const send = async (
    cookie: string,
    toUserId: number,
    content: string,
    extra: { imageUrl?: string } = {},
  ) => {
    const params: Record<string, string> = { toUserId: String(toUserId), content };
    if (extra.imageUrl !== undefined) params.imageUrl = extra.imageUrl;
    const res = await t.call(
      e.send,
      params satisfies Partial<Record<keyof ParamsOf<typeof e.send>, string>>,
      {
        cookie,
      },
    );

    return res.body;
  };

  /** Sends a message that must go through. */
  const sendOk = async (cookie: string, toUserId: number, content: string) => {
    const body = await send(cookie, toUserId, content);
    expect(body, body.message).toMatchObject({ code: 200 });

    return body.data;
  };

  const conversations = async (cookie: string, params: Record<string, string> = {}) => {
    const res = await t.call(e.conversationList, params, { cookie });
    expect(res.body.code, res.body.message).toBe(200);

    return res.body.data;
  };

  const messages = async (cookie: string, conversationId: number, params: Record<string, string> = {}) =>
    (await t.call(e.messageList, { conversationId: String(conversationId), ...params }, { cookie })).body;

  const open = async (cookie: string, userId: number) =>
    (await t.call(e.open, { userId: String(userId) }, { cookie })).body;

  return { person, send, sendOk, conversations, messages, open };
}

/** POSTs an image to the message image upload. */
export const uploadMessageImage = (
  app: FastifyInstance,
  cookie: string | undefined,
  body: Buffer,
  type = 'image/png',
) =>
  postMultipart<{ code: number; message: string; data: { url: string } | null }>(
    app,
    e.imageUpload.path,
    cookie,
    [{ name: 'file', filename: 'a.png', type, body }],
  );

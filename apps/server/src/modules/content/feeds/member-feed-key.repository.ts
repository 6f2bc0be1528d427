import { randomBytes } from 'node:crypto';
import type { Db } from '../../../platform/db/db';
import { getOrCreateSecret } from '../../../platform/secrets/app-secret.repository';

// The private feeds' keys: the server's HMAC key (app_secrets, made on first use) and each pair's nonce.

const keys = new WeakMap<Db, Promise<Buffer>>();

/** The HMAC key of private feed URLs: a random key kept in app_secrets, read once per database. */
export function memberFeedKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = getOrCreateSecret(db, 'member_feed').then((hex) => Buffer.from(hex, 'hex'));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }

  return key;
}

const newNonce = () => randomBytes(16).toString('base64url');

/** The pair's nonce, or undefined when its URL was never asked for. */
export async function findFeedNonce(db: Db, userId: number, creatorId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('memberFeedKeys')
    .select('nonce')
    .where('userId', '=', userId)
    .where('creatorId', '=', creatorId)
    .executeTakeFirst();

  return row?.nonce;
}

/** The pair's nonce, made on first ask (racing first asks agree on one). */
export async function getOrCreateFeedNonce(db: Db, userId: number, creatorId: number): Promise<string> {
  await db
    .insertInto('memberFeedKeys')
    .values({ userId, creatorId, nonce: newNonce() })
    .onConflict((oc) => oc.columns(['userId', 'creatorId']).doNothing())
    .execute();
  const nonce = await findFeedNonce(db, userId, creatorId);
  if (nonce === undefined) throw new Error('member feed nonce vanished');

  return nonce;
}

/** A new nonce for the pair: every URL signed with the old one stops verifying. */
export async function rotateFeedNonce(db: Db, userId: number, creatorId: number): Promise<string> {
  const nonce = newNonce();
  await db
    .insertInto('memberFeedKeys')
    .values({ userId, creatorId, nonce })
    .onConflict((oc) => oc.columns(['userId', 'creatorId']).doUpdateSet({ nonce, createdAt: new Date() }))
    .execute();

  return nonce;
}

import { createHmac, timingSafeEqual } from 'node:crypto';

// A private feed's URL token: `<user>-<creator>-<signature>`, the signature an HMAC-SHA256 of the
// pair and the nonce stored for it (member_feed_keys), under the server's feed key. Without the key
// nobody can make one; a new nonce (reset) makes every older token fail.

export type MemberFeedClaim = { userId: number; creatorId: number };

const TOKEN = /^(\d{1,12})-(\d{1,12})-([A-Za-z0-9_-]{43})$/;

const signatureOf = (key: Buffer, claim: MemberFeedClaim, nonce: string) =>
  createHmac('sha256', key).update(`member-feed\n${claim.userId}\n${claim.creatorId}\n${nonce}`).digest();

export function signMemberFeedToken(key: Buffer, claim: MemberFeedClaim, nonce: string): string {
  return `${claim.userId}-${claim.creatorId}-${signatureOf(key, claim, nonce).toString('base64url')}`;
}

/** Who the token says it is for, before checking it (undefined when it is not even shaped like one). */
export function parseMemberFeedToken(token: string): (MemberFeedClaim & { signature: string }) | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;

  return { userId: Number(match[1]), creatorId: Number(match[2]), signature: match[3]! };
}

/** Whether `signature` is this server's for the claim and its current nonce (constant time). */
export function isMemberFeedSignature(
  key: Buffer,
  claim: MemberFeedClaim,
  nonce: string,
  signature: string,
): boolean {
  const expected = signatureOf(key, claim, nonce);
  const given = Buffer.from(signature, 'base64url');

  return given.length === expected.length && timingSafeEqual(given, expected);
}

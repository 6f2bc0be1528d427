import type { RankedSupporter } from '@frog/contracts';

/** What is shown of a supporter who chose to appear anonymously. */
export const ANONYMOUS_SUPPORTER = '匿名支持者';

type SupporterFields = {
  nickname: string;
  avatarUrl: string | null;
  slug: string;
  /** users.support_anonymous: the supporter's own switch (user settings). */
  supportAnonymous: boolean;
};

/**
 * A supporter as a creator's lists show them (充电榜, reward grants, and the creator's order list):
 * their public name, or 匿名支持者 without avatar or profile link when they turned on the switch.
 * Select `users.support_anonymous` with the buyer and pass the row here.
 */
export function presentSupporterIdentity(row: SupporterFields) {
  if (row.supportAnonymous) {
    return { anonymous: true, nickname: ANONYMOUS_SUPPORTER, avatarUrl: null, slug: null };
  }

  return { anonymous: false, nickname: row.nickname, avatarUrl: row.avatarUrl, slug: row.slug };
}

/** One row of 充电榜: rank, identity (or anonymous) and whether it is the viewer; never an amount. */
export function presentRankedSupporter(
  row: SupporterFields & { buyerId: number },
  rank: number,
  viewerId: number | null,
): RankedSupporter {
  return { rank, ...presentSupporterIdentity(row), isSelf: viewerId !== null && row.buyerId === viewerId };
}

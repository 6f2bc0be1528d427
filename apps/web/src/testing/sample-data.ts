import type { AdminOrder, Money, PostCard, RefundRequest } from '@frog/contracts';

// Test data shaped like the contracts' answers, for component and helper tests.

/** An amount as the contracts carry it: fen and its yuan text. */
export const money = (fen: number): Money => ({ fen, yuan: (fen / 100).toFixed(2) });

/** A user as the operator console shows them. */
export const consoleUser = (id: number, nickname: string) => ({
  id,
  nickname,
  slug: `u${id}`,
  phone: '13800000002',
});

/** An order as the console shows it: 小绿 paid ¥9.90 for 蛙蛙画画's post, nothing refunded; `changes` alter it. */
export const consoleOrder = (changes: Partial<AdminOrder> = {}): AdminOrder => ({
  orderNo: 'O2026112215080912345678',
  kind: 'post',
  status: 'paid',
  itemText: '夏日插画合集',
  postId: 3,
  planId: null,
  amount: money(990),
  refunded: money(0),
  refundable: money(990),
  buyer: consoleUser(2, '小绿'),
  creator: consoleUser(1, '蛙蛙画画'),
  message: '',
  createdAt: '2026-11-22T07:00:00.000Z',
  paidAt: '2026-11-22T07:01:00.000Z',
  flag: null,
  ...changes,
});

/** A post as the lists show it: 作品<id>, free and published, by 蛙蛙画画; `changes` alter it. */
export const postCard = (id: number, changes: Partial<PostCard> = {}): PostCard => ({
  id,
  title: `作品${id}`,
  summary: `摘要${id}`,
  coverUrl: null,
  visibility: 'free',
  priceFen: 0,
  price: '0.00',
  plans: [],
  status: 'published',
  publishedAt: '2026-11-20T07:00:00.000Z',
  author: { id: 2, nickname: '蛙蛙画画', avatarUrl: null, slug: 'frog-draws', bio: '' },
  counts: { comments: 0, attachments: 0 },
  likes: { liked: false, count: 0 },
  locked: false,
  ...changes,
});

/** A refund request asked on 2026-12-01 12:00 (Beijing), open until 12-04, nothing decided; `changes` alter it. */
export const refundRequest = (changes: Partial<RefundRequest> = {}): RefundRequest => ({
  id: 7,
  status: 'requested',
  reason: 'not_as_described',
  detail: '和预览不一样',
  images: [],
  createdAt: '2026-12-01T04:00:00.000Z',
  deadlineAt: '2026-12-04T04:00:00.000Z',
  clock: { firstReplyDueAt: '2026-12-02T04:00:00.000Z', overdue: null, dueSoon: false },
  decidedAt: null,
  decidedBy: null,
  refusal: null,
  refund: null,
  ...changes,
});

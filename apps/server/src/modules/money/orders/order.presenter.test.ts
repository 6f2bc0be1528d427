import { describe, expect, it } from 'vitest';
import { presentSupporterOrder } from './order.presenter';

const row = {
  id: 1,
  orderNo: 'O1',
  kind: 'plan' as const,
  status: 'paid' as const,
  amountFen: 1800,
  listFen: 1800,
  prepaySavingFen: 0,
  codeDiscountFen: 0,
  discountCode: null,
  message: '加油',
  months: 3,
  planId: 4,
  postId: null,
  paidAt: new Date('2026-11-21T12:00:00Z'),
  buyerId: 7,
  buyerNickname: '小蛙',
  buyerAvatarUrl: null,
  buyerAnonymous: false,
  postTitle: null,
  planName: '饭团',
  giftToNickname: null,
  giftLink: false,
  upgradeFromPlanName: null,
  upgradeDays: null,
  startsAfterPlanName: null,
  refundedFen: '0',
  refundReason: null,
  feeFen: '90',
  netFen: '1710',
  thanksText: null,
  thanksAt: null,
};

describe('supporter order presenter', () => {
  it('names who a given plan went to', () => {
    expect(presentSupporterOrder({ ...row, giftToNickname: '小雨' }).description).toBe(
      '支持方案「饭团」× 3个月（赠送给 小雨）',
    );
    expect(presentSupporterOrder(row).description).toBe('支持方案「饭团」× 3个月');
  });

  it('lists the prepay saving and the code that made the price', () => {
    const saved = {
      ...row,
      listFen: 2000,
      prepaySavingFen: 100,
      discountCode: 'SPRING',
      codeDiscountFen: 100,
    };
    expect(presentSupporterOrder(saved)).toMatchObject({
      amount: '18.00',
      listAmount: '20.00',
      savings: [
        { label: '预付3个月优惠', amount: '1.00' },
        { label: '优惠码 SPRING', amount: '1.00' },
      ],
    });
  });

  it('describes what was paid for and shows the buyer by public name only', () => {
    expect(presentSupporterOrder(row)).toEqual({
      orderNo: 'O1',
      kind: 'plan',
      description: '支持方案「饭团」× 3个月',
      amount: '18.00',
      listAmount: '18.00',
      savings: [],
      fee: '0.90',
      refunded: '0.00',
      net: '17.10',
      status: 'paid',
      message: '加油',
      months: 3,
      planId: 4,
      postId: null,
      paidAt: '2026-11-21T12:00:00.000Z',
      buyer: { id: 7, nickname: '小蛙', avatarUrl: null, anonymous: false },
      refundReason: null,
      thanks: null,
    });
    expect(presentSupporterOrder({ ...row, kind: 'post', postTitle: '海边' }).description).toBe(
      '解锁《海边》',
    );
    expect(presentSupporterOrder({ ...row, kind: 'tip', postTitle: null }).description).toBe('打赏');
  });

  it('shows a supporter who chose anonymity as 匿名支持者, without id or avatar', () => {
    const anonymous = presentSupporterOrder({
      ...row,
      buyerAnonymous: true,
      buyerAvatarUrl: '/uploads/a.webp',
    });
    expect(anonymous.buyer).toEqual({ id: 0, nickname: '匿名支持者', avatarUrl: null, anonymous: true });
  });

  it('derives partly refunded from succeeded refunds; refunded is the order state', () => {
    expect(presentSupporterOrder({ ...row, refundedFen: '500' }).status).toBe('partly_refunded');
    expect(presentSupporterOrder({ ...row, status: 'refunded', refundedFen: '1800' }).status).toBe(
      'refunded',
    );
  });
});

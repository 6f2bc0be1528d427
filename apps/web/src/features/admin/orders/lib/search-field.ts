import type { AdminSearchField } from '@frog/contracts';

export const SEARCH_FIELDS: { value: AdminSearchField; label: string; placeholder: string }[] = [
  { value: 'order_no', label: '订单号', placeholder: 'O 开头的订单号' },
  { value: 'payment_no', label: '支付单号', placeholder: 'P 开头的支付单号' },
  { value: 'user', label: '买家', placeholder: '用户ID、手机号、主页地址或昵称' },
  { value: 'creator', label: '创作者', placeholder: '创作者ID、手机号、主页地址或昵称' },
];

/**
 * What a pasted keyword most likely is: order and payment numbers have their own shape (O/P +
 * 22 digits), so the operator does not have to pick the field first. Anything else keeps `current`.
 */
export function guessSearchField(keyword: string, current: AdminSearchField): AdminSearchField {
  const text = keyword.trim();
  if (/^O\d{22}$/i.test(text)) return 'order_no';
  if (/^P\d{22}$/i.test(text)) return 'payment_no';
  if ((current === 'order_no' || current === 'payment_no') && !/^[A-Za-z0-9]+$/.test(text)) return 'user';

  return current;
}

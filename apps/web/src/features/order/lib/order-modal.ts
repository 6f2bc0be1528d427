/**
 * How the dialogs opened by `modal.info` look (purchase, tip, gift links): no icon or footer, a
 * close button, 400 px wide and centred; `order-modal` (order.css) gives the body the full width.
 */
export const ORDER_MODAL = {
  icon: null,
  closable: true,
  footer: null,
  width: 400,
  centered: true,
  className: 'order-modal',
} as const;

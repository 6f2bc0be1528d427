/**
 * The few cashier strings the spec does not fix (titles and dialog buttons).
 * Everything the spec fixes comes from `checkoutMessages` in config/messages.ts.
 */
export const checkoutUiStrings = {
  pageTitle: '收银台',
  resultTitle: '支付结果',
  ok: '确定',
  gotIt: '知道了',
  loading: '加载中',
  copyLink: '复制链接',
  linkCopied: '链接已复制，请粘贴到微信中打开',
  scanWithWechat: '请使用微信扫一扫',
  complaintTitle: '投诉/举报',
  contactLabel: '联系方式',
  complaintLabel: '投诉内容',
  productLabel: '商品',
  currency: '¥',
} as const;

/**
 * The few cashier strings the spec does not fix (titles and dialog buttons).
 * Everything the spec fixes comes from `checkoutMessages` in config/messages.ts.
 */
export const checkoutUiStrings = {
  pageTitle: '收银台',
  resultTitle: '支付结果',
  ok: '确定',
  gotIt: '知道了',
  /** The name screen readers give the "open this in the right app" dialog. */
  tipTitle: '支付提示',
  loading: '加载中',
  copyLink: '复制链接',
  linkCopied: '链接已复制，请粘贴到微信中打开',
  linkCopiedBrowser: '链接已复制，请粘贴到手机浏览器中打开',
  linkCopyManual: '请长按上方链接，全选后复制',
  /** The accessible name of the read-only field holding this cashier's link. */
  linkLabel: '收银台链接',
  scanWithWechat: '请使用微信扫一扫',
  /** WeChat Pay on a desktop (or a phone browser): it continues in WeChat on the phone. */
  wechatOnPhone: '微信支付需在手机微信中完成：请用微信扫描下方二维码，在手机上继续支付',
  wechatOnPhoneNarrow: '微信支付需在微信中完成：请复制下方链接，发送到微信后打开继续支付',
  wechatWatching: '手机支付完成后，此页面会自动跳转',
  /** Alipay opened inside WeChat, which blocks Alipay. */
  alipayInWechatTitle: '请在浏览器中打开',
  alipayInWechat: '微信内无法使用支付宝付款。请点击右上角「···」，选择「在浏览器打开」后继续支付',
  alipayInWechatCopy: '也可以复制下方链接，粘贴到手机浏览器中打开',
  /** Why the cashier could not load its order (issue 10: it says why instead of showing defaults). */
  loadNotFound: '支付单不存在或链接已失效，请返回重新下单',
  loadExpired: '订单已过期，请返回重新下单',
  loadSignedOut: '请在下单时使用的浏览器中打开此页面，或登录后重新下单',
  loadFailed: '收银台加载失败，请刷新页面重试',
  complaintTitle: '投诉/举报',
  labelPaymentNo: '支付单号',
  contactLabel: '联系方式',
  complaintLabel: '投诉内容',
  productLabel: '商品',
  /** Under the amount when a prepay saving or a discount code made the price. */
  saved: '已优惠',
  currency: '¥',
} as const;

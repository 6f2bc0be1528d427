/**
 * The simulated Alipay cashier page that an A_NATIVE `qr_code` opens: a small, mobile-friendly
 * Chinese page where a person (or Playwright) confirms or cancels the payment.
 */
import type { SimOrder } from './types';

const STATUS_TEXT: Record<string, string> = {
  S: '支付成功，请返回商户页面查看结果',
  F: '订单已关闭或支付失败',
  P: '',
};

/** Renders the page for one order; the buttons POST to `<this path>/pay` or `/cancel`. */
export function renderAlipayPage(order: SimOrder, merchantName: string): string {
  const status = STATUS_TEXT[order.transStat] ?? '';
  const pending = order.transStat === 'P';

  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<title>模拟支付宝收银台</title>
<style>
  body { margin: 0; font-family: -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; background: #f5f5f5; color: #333; }
  header { background: #1677ff; color: #fff; padding: 14px 16px; font-size: 17px; }
  main { max-width: 480px; margin: 0 auto; padding: 16px; }
  .card { background: #fff; border-radius: 8px; padding: 20px 16px; text-align: center; }
  .amount { font-size: 34px; font-weight: 600; margin: 8px 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 12px; text-align: left; font-size: 14px; margin: 0; }
  dt { color: #999; } dd { margin: 0; word-break: break-all; }
  button { display: block; width: 100%; height: 46px; margin-top: 12px; border: 0; border-radius: 6px; font-size: 17px; }
  #pay { background: #1677ff; color: #fff; } #cancel { background: #fff; color: #333; border: 1px solid #ddd; }
  #status { margin-top: 16px; font-size: 15px; color: #1677ff; text-align: center; min-height: 1em; }
  .note { margin-top: 24px; font-size: 12px; color: #999; text-align: center; }
</style>
</head>
<body>
<header>模拟支付宝收银台</header>
<main>
  <div class="card">
    <div>${escapeHtml(merchantName)}</div>
    <div class="amount" aria-label="金额">¥${escapeHtml(order.transAmt)}</div>
    <dl>
      <dt>商品</dt><dd>${escapeHtml(order.goodsDesc)}</dd>
      <dt>收款方</dt><dd>${escapeHtml(merchantName)}</dd>
      <dt>交易号</dt><dd>${escapeHtml(order.hfSeqId)}</dd>
    </dl>
  </div>
  ${pending ? '<button id="pay" type="button">确认付款</button>\n  <button id="cancel" type="button">取消</button>' : ''}
  <div id="status" role="status">${escapeHtml(status)}</div>
  <p class="note">本页面由本地支付模拟器提供，不会产生真实扣款。</p>
</main>
<script>
(function () {
  var status = document.getElementById('status');
  function act(action, doneText) {
    var buttons = document.querySelectorAll('button');
    buttons.forEach(function (b) { b.disabled = true; });
    status.textContent = '处理中...';
    fetch(location.pathname.replace(/\\/$/, '') + '/' + action, { method: 'POST' })
      .then(function (r) { return r.json().then(function (body) { return { ok: r.ok, body: body }; }); })
      .then(function (res) {
        if (!res.ok) throw new Error(res.body && res.body.message || '操作失败');
        buttons.forEach(function (b) { b.remove(); });
        status.textContent = doneText;
      })
      .catch(function (e) { status.textContent = e.message || '操作失败'; buttons.forEach(function (b) { b.disabled = false; }); });
  }
  var pay = document.getElementById('pay');
  var cancel = document.getElementById('cancel');
  if (pay) pay.addEventListener('click', function () { act('pay', '${STATUS_TEXT.S}'); });
  if (cancel) cancel.addEventListener('click', function () { act('cancel', '已取消支付'); });
})();
</script>
</body>
</html>`;
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

import type { Money, WithdrawalTax } from '@frog/contracts';

/** The four lines of a withdrawal, as a quote or a stored withdrawal gives them. */
export type WithdrawLines = {
  amount: Money;
  fee: Money;
  tax: Money;
  payAmount: Money;
  taxDetail: WithdrawalTax | null;
};

/**
 * 提现金额 → 手续费 → 代扣个税 → 实际到账, with the sentence that explains the tax (docs/TAX.md): shown
 * under the amount as it is typed, in the confirmation, and with each withdrawal afterwards.
 */
export function WithdrawBreakdown({ lines }: { lines: WithdrawLines }) {
  return (
    <div className="settle-breakdown">
      <dl className="settle-confirm">
        <dt>提现金额</dt>
        <dd>¥{lines.amount.yuan}</dd>
        <dt>手续费</dt>
        <dd>−¥{lines.fee.yuan}</dd>
        <dt>代扣个税</dt>
        <dd>−¥{lines.tax.yuan}</dd>
        <dt>实际到账</dt>
        <dd>
          <strong>¥{lines.payAmount.yuan}</strong>
        </dd>
      </dl>
      {lines.taxDetail && <p className="settle-breakdown__note">{lines.taxDetail.note}</p>}
    </div>
  );
}

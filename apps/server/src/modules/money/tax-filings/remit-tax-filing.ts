import type { TaxPeriod } from '@frog/contracts';
import { operatorAction } from '../../../platform/audit/audit.service';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { postTaxRemitted } from '../ledger/post-tax';
import { findTaxFiling, lockTaxFiling, markTaxFilingRemitted } from './tax-filing.repository';
import { presentTaxPeriod } from './tax-period.presenter';

/**
 * Records that a declared month's tax was paid to the tax office (audited `tax_filing.remit`), with
 * its 税票号 / 电子缴款凭证号: tax_payable −A, clearing +A (tax_remitted). Under the filing's row lock,
 * so of racing operators one records it and the others are told it is done (409).
 */
export async function remitTaxFiling(
  db: Db,
  operator: UserRow,
  input: { period: string; reference: string },
  now: Date = new Date(),
): Promise<TaxPeriod> {
  const record = {
    action: 'tax_filing.remit' as const,
    target: { kind: 'tax_filing' as const, id: input.period },
    reason: `个税缴款 ${input.period}，税票号 ${input.reference}`,
  };
  await operatorAction(db, operator, record, async (trx) => {
    const filing = await lockTaxFiling(trx, input.period);
    if (!filing) throw AppError.conflict('该月尚未记录扣缴申报，请先记录申报再记录缴款');
    if (filing.status === 'remitted') throw AppError.conflict('该月代扣个税已记录缴款，请刷新后查看');
    const transactionId = await postTaxRemitted(trx, filing.amountFen);
    await markTaxFilingRemitted(trx, filing.id, {
      remittanceRef: input.reference,
      remittedBy: operator.id,
      remittedTransactionId: transactionId,
      remittedAt: now,
    });

    return {
      result: null,
      before: { status: 'declared', amountFen: filing.amountFen },
      after: { status: 'remitted', amountFen: filing.amountFen, reference: input.reference },
    };
  });
  const filing = await findTaxFiling(db, input.period);

  return presentTaxPeriod(input.period, filing?.amountFen ?? 0, filing, true);
}

import type { TaxPeriod } from '@frog/contracts';
import { operatorAction } from '../../../platform/audit/audit.service';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { postTaxDeclared } from '../ledger/post-tax';
import { sumTaxWithheldByMonth } from '../ledger/tax-ledger.repository';
import { findTaxFiling, insertTaxFilingOnce } from './tax-filing.repository';
import { presentTaxPeriod } from './tax-period.presenter';
import { chinaMonthRange, hasMonthEnded } from './tax-period';

const ALREADY = '该月代扣个税已记录申报，请刷新后查看';

/**
 * Records a month's 扣缴申报 (audited `tax_filing.declare`): once the China month is over and tax was
 * withheld in it, its whole tax_withheld moves to tax_payable (tax_declared) with the 申报 reference.
 * Exactly once however many operators race: the period is unique and the insert does nothing on a
 * conflict, so every later one is told it is done (409) and posts nothing.
 */
export async function declareTaxFiling(
  db: Db,
  operator: UserRow,
  input: { period: string; reference: string },
  now: Date = new Date(),
): Promise<TaxPeriod> {
  if (!hasMonthEnded(input.period, now)) throw AppError.conflict('该月尚未结束，月末之后才能办理扣缴申报');
  const record = {
    action: 'tax_filing.declare' as const,
    target: { kind: 'tax_filing' as const, id: input.period },
    reason: `扣缴申报 ${input.period}，申报凭证号 ${input.reference}`,
  };
  await operatorAction(db, operator, record, async (trx) => {
    const withheld = (await sumTaxWithheldByMonth(trx, chinaMonthRange(input.period))).get(input.period) ?? 0;
    if (withheld <= 0) throw AppError.conflict('该月没有代扣个税，无需记录申报');
    const transactionId = await postTaxDeclared(trx, withheld);
    const filing = await insertTaxFilingOnce(trx, {
      period: input.period,
      amountFen: withheld,
      status: 'declared',
      declarationRef: input.reference,
      declaredBy: operator.id,
      declaredTransactionId: transactionId,
    });
    // Another operator's filing committed first: this transaction (and its posting) rolls back.
    if (!filing) throw AppError.conflict(ALREADY);

    return {
      result: null,
      before: { status: 'payable', withheldFen: withheld },
      after: { status: 'declared', amountFen: withheld, reference: input.reference },
    };
  });
  const filing = await findTaxFiling(db, input.period);

  return presentTaxPeriod(input.period, filing?.amountFen ?? 0, filing, true);
}

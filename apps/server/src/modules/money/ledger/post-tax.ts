import { PROVIDER_CLEARING, TAX_PAYABLE, TAX_WITHHELD } from './accounts';
import type { Db } from '../../../platform/db/db';
import { postTransaction } from './ledger';

/**
 * `tax_withheld`, beside the `payout` of a paid withdrawal whose tax is T: clearing −T; tax_withheld +T.
 * The payout posts the whole amount out of creator_in_withdrawal and X − fee as leaving the provider;
 * of that, T never left: it is the creator's income tax, kept in our merchant account and owed to the
 * tax office (docs/TAX.md, "Ledger"). Nothing is posted for a tax of 0.
 */
export function postTaxWithheld(
  db: Db,
  input: { withdrawalId: number; taxFen: number },
): Promise<string | undefined> {
  if (!Number.isSafeInteger(input.taxFen) || input.taxFen < 0) {
    throw new RangeError(`withheld tax ${input.taxFen} is not a whole, non-negative number of fen`);
  }

  return postTransaction(
    db,
    'tax_withheld',
    [
      { account: PROVIDER_CLEARING, amountFen: -input.taxFen },
      { account: TAX_WITHHELD, amountFen: input.taxFen },
    ],
    { withdrawalId: input.withdrawalId },
  );
}

const wholePositive = (fen: number, what: string) => {
  if (!Number.isSafeInteger(fen) || fen <= 0)
    throw new RangeError(`${what} ${fen} is not a whole, positive number of fen`);
};

/**
 * `tax_declared`: an operator recorded a month's 扣缴申报 of `amountFen`, the month's tax_withheld:
 * tax_withheld −A; tax_payable +A. Answers the transaction's id (kept on the tax_filings row).
 */
export async function postTaxDeclared(db: Db, amountFen: number): Promise<string> {
  wholePositive(amountFen, 'declared tax');
  const id = await postTransaction(db, 'tax_declared', [
    { account: TAX_WITHHELD, amountFen: -amountFen },
    { account: TAX_PAYABLE, amountFen },
  ]);

  return id as string;
}

/**
 * `tax_remitted`: the declared tax was paid to the tax office out of our merchant account:
 * tax_payable −A; clearing +A (it left the provider). Answers the transaction's id.
 */
export async function postTaxRemitted(db: Db, amountFen: number): Promise<string> {
  wholePositive(amountFen, 'remitted tax');
  const id = await postTransaction(db, 'tax_remitted', [
    { account: TAX_PAYABLE, amountFen: -amountFen },
    { account: PROVIDER_CLEARING, amountFen },
  ]);

  return id as string;
}

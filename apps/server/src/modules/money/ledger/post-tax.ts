import { PROVIDER_CLEARING, TAX_WITHHELD } from './accounts';
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

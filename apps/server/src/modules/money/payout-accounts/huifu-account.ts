import { randomBytes } from 'node:crypto';
import { Reason } from '@frog/contracts';
import type { PayoutAccountRow, UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import type { Db } from '../../../platform/db/db';
import { hashIdNumber } from '../../identity';
import type { PaymentProvider } from '../provider/provider';

// Split mode (MONEY_FLOW=huifu-split, docs/MONEY.md "Money flow"): a creator's payout account is
// their own Huifu user account, which each payment's creator share is split into, with the bank card
// Huifu pays their withdrawals to. Huifu opens it with the real name and ID number of the approved
// application, so both are checked here first; the ID number is passed on, never stored.

export type HuifuAccounts = Pick<PaymentProvider, 'openUserAccount' | 'bindSettlementCard'>;

export type SplitModeInput = { kind: string; idNumber?: string };

/** Refuses what Huifu could not open: another kind than a bank card, or an ID number not the application's. */
export async function checkSplitModeInput(
  db: Db,
  input: SplitModeInput,
  idNumberHash: string,
  idHashKey: string | undefined,
): Promise<string> {
  if (input.kind !== 'bank_card')
    throw AppError.badRequest('收款账户须为本人银行卡：收益由汇付分账到你的汇付账户，提现到这张卡');
  if (!input.idNumber) throw AppError.badRequest('请填写身份证号（开通汇付账户需要）');
  if ((await hashIdNumber(db, input.idNumber, idHashKey)) !== idNumberHash) {
    throw AppError.badRequest('身份证号须与实名认证时填写的一致', Reason.REAL_NAME_MISMATCH);
  }

  return input.idNumber;
}

/**
 * The creator's Huifu account with this card bound: opened the first time (the same request serial
 * for one creator, so a retry after a lost answer finds the account it opened), then the card bound.
 */
export async function openHuifuAccount(
  provider: HuifuAccounts,
  viewer: Pick<UserRow, 'id' | 'phone'>,
  card: { holder: string; cardNo: string; bankName: string; certNo: string },
  previous: Pick<PayoutAccountRow, 'huifuId'> | undefined,
): Promise<{ huifuId: string; huifuTokenNo: string }> {
  try {
    const huifuId =
      previous?.huifuId ??
      (
        await provider.openUserAccount({
          requestNo: `FROGUSER${viewer.id}`,
          name: card.holder,
          certNo: card.certNo,
          phone: viewer.phone,
        })
      ).huifuId;
    const { tokenNo } = await provider.bindSettlementCard({
      requestNo: `FROGCARD${viewer.id}${randomBytes(6).toString('hex')}`,
      huifuId,
      phone: viewer.phone,
      ...card,
    });

    return { huifuId, huifuTokenNo: tokenNo };
  } catch {
    throw AppError.conflict('开通汇付账户暂时失败，请稍后重新获取验证码再试', Reason.PROVIDER_UNAVAILABLE);
  }
}

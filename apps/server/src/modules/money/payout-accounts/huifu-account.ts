import { randomBytes } from 'node:crypto';
import { Reason } from '@frog/contracts';
import type { PayoutAccountRow, UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import type { Db } from '../../../platform/db/db';
import { hashIdNumber } from '../../identity';
import { PaymentProviderError, PaymentTransportError } from '../provider/errors';
import type { PaymentProvider } from '../provider/provider';
import { findCreatorIdByHuifuId } from './payout-account.repository';

// Split mode (MONEY_FLOW=huifu-split, docs/MONEY.md "Money flow"): a creator's payout account is
// their own Huifu user account, which each payment's creator share is split into, with the bank card
// Huifu pays their withdrawals to. Huifu opens it with the real name and ID number of the approved
// application, so both are checked here first; the ID number is passed on, never stored.

export type HuifuAccounts = Pick<
  PaymentProvider,
  'queryUserAccount' | 'openUserAccount' | 'bindSettlementCard'
>;

export type SplitModeInput = { kind: string; idNumber?: string; huifuId?: string };

/** What split mode binds with: the ID number for Huifu, and an account of the creator's own if they named one. */
export type SplitModeBinding = { certNo: string; existingHuifuId: string | null };

const sameName = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

/**
 * Refuses, before the SMS code is used up, what Huifu could not open or bind: another kind than a bank
 * card, an ID number not the application's, or a named Huifu account that does not exist, is in
 * another name, or is already another creator's.
 */
export async function checkSplitModeInput(
  db: Db,
  input: SplitModeInput,
  identity: { realName: string; idNumberHash: string; creatorId: number },
  setup: { idHashKey?: string; huifu: HuifuAccounts },
): Promise<SplitModeBinding> {
  if (input.kind !== 'bank_card')
    throw AppError.badRequest('收款账户须为本人银行卡：收益由汇付分账到你的汇付账户，提现到这张卡');
  if (!input.idNumber) throw AppError.badRequest('请填写身份证号（开通汇付账户需要）');
  if ((await hashIdNumber(db, input.idNumber, setup.idHashKey)) !== identity.idNumberHash) {
    throw AppError.badRequest('身份证号须与实名认证时填写的一致', Reason.REAL_NAME_MISMATCH);
  }
  if (!input.huifuId) return { certNo: input.idNumber, existingHuifuId: null };
  const holder = await setup.huifu
    .queryUserAccount({ huifuId: input.huifuId })
    .catch(unavailable('汇付暂时无法查询账户，请稍后再试'));
  if (!holder) throw AppError.badRequest('没有找到这个汇付账户，请核对账户号');
  if (!sameName(holder.name, identity.realName))
    throw AppError.badRequest('该汇付账户的户名与你的实名认证不一致', Reason.REAL_NAME_MISMATCH);
  const owner = await findCreatorIdByHuifuId(db, input.huifuId);
  if (owner !== undefined && owner !== identity.creatorId)
    throw AppError.conflict('该汇付账户已绑定其他创作者');

  return { certNo: input.idNumber, existingHuifuId: input.huifuId };
}

/**
 * The creator's Huifu account with this card bound: the one they named, else the one they have, else
 * opened now (the same request serial for one creator, so a retry after a lost answer finds the
 * account it opened); then the card bound to it.
 */
export async function openHuifuAccount(
  provider: HuifuAccounts,
  viewer: Pick<UserRow, 'id' | 'phone'>,
  card: { holder: string; cardNo: string; bankName: string; certNo: string },
  account: { named: string | null; previous: Pick<PayoutAccountRow, 'huifuId'> | undefined },
): Promise<{ huifuId: string; huifuTokenNo: string }> {
  try {
    const huifuId =
      account.named ??
      account.previous?.huifuId ??
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
  } catch (error) {
    return unavailable('开通汇付账户暂时失败，请稍后重新获取验证码再试')(error);
  }
}

/** Huifu refused or did not answer: the creator is told to try again; any other error is ours and rethrown. */
const unavailable =
  (message: string) =>
  (error: unknown): never => {
    if (error instanceof PaymentProviderError || error instanceof PaymentTransportError)
      throw AppError.conflict(message, Reason.PROVIDER_UNAVAILABLE);
    throw error;
  };

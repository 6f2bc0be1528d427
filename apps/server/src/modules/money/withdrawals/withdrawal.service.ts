import { type DataOf, Reason, type WithdrawalStatus, type withdrawalEndpoints } from '@frog/contracts';
import type {
  PayoutAccountRow,
  PayoutProviderName,
  UserRow,
  WithdrawalRow,
} from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { displayYuan } from '../../../platform/lib/money';
import { newPaymentNo } from '../orders/order-numbers';
import { getCreatorBalances, lockCreatorBalances } from '../ledger/ledger';
import { postWithdrawalRequest } from '../ledger/post-withdrawal';
import { presentPage } from '../../../platform/http/page.presenter';
import { presentPayoutAccount } from '../payout-accounts/payout-account.presenter';
import { presentWithdrawal, presentWithdrawalDetail } from './withdrawal.presenter';
import { listMoneyEvents } from '../ledger/money-event.repository';
import { findPayoutAccount } from '../payout-accounts/payout-account.repository';
import type { Db } from '../../../platform/db/db';
import { findWithdrawalByNo, insertWithdrawal, listCreatorWithdrawals } from './withdrawal.repository';
import { recordPosting } from '../status/transition';
import { formatChinaTime } from '../../../platform/lib/china-time';

/** The configuration withdrawals follow (WITHDRAWAL_MIN_FEN, WITHDRAWAL_FEE_FEN, PAYOUT_PROVIDER …). */
export type WithdrawalConfig = {
  minFen: number;
  feeFen: number;
  provider: PayoutProviderName;
  settlementDays: number;
};

/** A withdrawal number: 'W' + Beijing time + 8 random digits (23 characters). */
export const newWithdrawalNo = (now = new Date()) => `W${newPaymentNo(now).slice(1)}`;

const yuan = (fen: number) => `¥${displayYuan(fen)}`;

/** Why the account stops a withdrawal now (none bound, or changed less than 24 h ago); undefined if not. */
function accountBlock(
  account: PayoutAccountRow | undefined,
  now: Date,
  provider: WithdrawalConfig['provider'],
): AppError | undefined {
  if (!account) {
    return AppError.conflict('请先在「创作者设置」绑定收款账户', Reason.PAYOUT_ACCOUNT_REQUIRED);
  }
  // Split mode pays from the creator's own Huifu account: one bound before that mode has none yet.
  if (provider === 'huifu' && !(account.huifuId && account.huifuTokenNo)) {
    return AppError.conflict(
      '请在「创作者设置」重新绑定本人银行卡，开通汇付账户后才能提现',
      Reason.PAYOUT_ACCOUNT_REQUIRED,
    );
  }
  if (account.withdrawLockedUntil && account.withdrawLockedUntil > now) {
    return AppError.conflict(
      `收款账户刚刚变更，为保障资金安全，${formatChinaTime(account.withdrawLockedUntil)} 之后才能发起提现`,
      Reason.PAYOUT_ACCOUNT_LOCKED,
    );
  }

  return undefined;
}

/** Balances, limits, the payout account and whether (else why not) a withdrawal can start now. */
export async function getWithdrawalOverview(
  db: Db,
  config: WithdrawalConfig,
  viewer: UserRow,
): Promise<DataOf<typeof withdrawalEndpoints.overview>> {
  const now = new Date();
  const [balances, account] = await Promise.all([
    getCreatorBalances(db, viewer.id),
    findPayoutAccount(db, viewer.id),
  ]);
  const maxFen = Math.max(balances.withdrawable, 0);
  const blocked =
    accountBlock(account, now, config.provider)?.message ??
    (maxFen < config.minFen
      ? balances.withdrawable < 0
        ? `当前有 ${yuan(-balances.withdrawable)} 退款欠款，将从之后的收益中抵扣`
        : `可提现余额不足最低提现金额 ${yuan(config.minFen)}`
      : null);
  const money = (fen: number) => ({ fen, yuan: displayYuan(fen) });

  return {
    balances: {
      pending: money(balances.pending),
      withdrawable: money(balances.withdrawable),
      inWithdrawal: money(balances.inWithdrawal),
      withdrawn: money(balances.withdrawn),
    },
    minAmount: money(config.minFen),
    maxAmount: money(maxFen),
    fee: money(config.feeFen),
    settlementDays: config.settlementDays,
    account: account ? presentPayoutAccount(account, now) : null,
    abilities: { withdraw: blocked === null },
    blockedReason: blocked,
  };
}

/**
 * Requests a withdrawal of `amountFen`: at least the minimum, to the bound payout account (not
 * within 24 h of a change), at most the withdrawable balance. The balance check and the
 * withdrawal_request posting (withdrawable → in_withdrawal) happen under the creator's balance
 * lock in one transaction, so however many requests race, no fen is requested twice.
 */
export async function requestWithdrawal(
  db: Db,
  config: WithdrawalConfig,
  viewer: UserRow,
  amountFen: number,
): Promise<WithdrawalRow> {
  if (amountFen < config.minFen) {
    throw AppError.badRequest(`单笔提现金额不能少于 ${yuan(config.minFen)}`, Reason.AMOUNT_OUT_OF_RANGE);
  }
  const account = await findPayoutAccount(db, viewer.id);
  const block = accountBlock(account, new Date(), config.provider);
  if (block || !account) throw block;

  return db.transaction().execute(async (trx) => {
    await lockCreatorBalances(trx, viewer.id);
    const { withdrawable } = await getCreatorBalances(trx, viewer.id);
    if (amountFen > withdrawable) {
      throw AppError.conflict(
        withdrawable > 0 ? `可提现余额不足，最多可提现 ${yuan(withdrawable)}` : '暂无可提现余额',
        Reason.INSUFFICIENT_BALANCE,
      );
    }
    const row = await insertWithdrawal(trx, {
      withdrawalNo: newWithdrawalNo(),
      creatorId: viewer.id,
      amountFen,
      feeFen: config.feeFen,
      accountKind: account.kind,
      accountHolder: account.holderName,
      accountBankName: account.bankName,
      accountBankBranch: account.bankBranch,
      accountMasked: account.accountMasked,
      accountCipher: account.accountCipher,
      provider: config.provider,
      huifuId: config.provider === 'huifu' ? account.huifuId : null,
      huifuTokenNo: config.provider === 'huifu' ? account.huifuTokenNo : null,
    });
    await recordPosting(trx, {
      entity: 'withdrawal',
      id: row.id,
      from: 'new',
      to: row.status,
      actor: `user:${viewer.id}`,
      reason: 'withdrawal_request',
      ledgerTransactionId: await postWithdrawalRequest(trx, {
        creatorId: viewer.id,
        withdrawalId: row.id,
        amountFen,
      }),
    });

    return row;
  });
}

/** The creator's withdrawals, newest first. */
export async function listMyWithdrawals(
  db: Db,
  viewer: UserRow,
  params: { page: number; pageSize: number; status?: WithdrawalStatus },
): Promise<DataOf<typeof withdrawalEndpoints.list>> {
  const { rows, total } = await listCreatorWithdrawals(db, viewer.id, params);

  return presentPage(rows.map(presentWithdrawal), total, params);
}

/** One of the creator's withdrawals with its timeline; another creator's is "not found". */
export async function getMyWithdrawal(
  db: Db,
  viewer: UserRow,
  withdrawalNo: string,
): Promise<DataOf<typeof withdrawalEndpoints.detail>> {
  const row = await findWithdrawalByNo(db, withdrawalNo);
  if (!row || row.creatorId !== viewer.id) throw AppError.notFound('提现记录不存在');

  return presentWithdrawalDetail(row, await listMoneyEvents(db, 'withdrawal', row.id));
}

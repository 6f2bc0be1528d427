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
import { computeWithdrawalFigures, type WithdrawalFigures, type WithholdingConfig } from './withdrawal-tax';

/** The configuration withdrawals follow (WITHDRAWAL_MIN_FEN, WITHDRAWAL_FEE_FEN, PAYOUT_PROVIDER, TAX_WITHHOLDING_METHOD …). */
export type WithdrawalConfig = {
  minFen: number;
  feeFen: number;
  provider: PayoutProviderName;
  settlementDays: number;
  withholding: WithholdingConfig;
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

/** The refusal of an amount below the minimum (400), before anything is read. */
export function assertAboveMinimum(config: WithdrawalConfig, amountFen: number): void {
  if (amountFen < config.minFen) {
    throw AppError.badRequest(`单笔提现金额不能少于 ${yuan(config.minFen)}`, Reason.AMOUNT_OUT_OF_RANGE);
  }
}

/**
 * The creator's withdrawable balance must cover `amountFen` (409 otherwise), and the four lines of
 * withdrawing it now (withdrawal-tax.ts). Split mode cannot take a tax out of the creator's own
 * Huifu account yet (docs/TAX.md, "Split mode"): a tax above 0 is refused there, never left unpaid.
 */
export async function figureWithdrawal(
  db: Db,
  config: WithdrawalConfig,
  viewer: UserRow,
  input: { amountFen: number; now: Date; holderName: string; reference: string },
): Promise<WithdrawalFigures> {
  const { withdrawable } = await getCreatorBalances(db, viewer.id);
  if (input.amountFen > withdrawable) {
    throw AppError.conflict(
      withdrawable > 0 ? `可提现余额不足，最多可提现 ${yuan(withdrawable)}` : '暂无可提现余额',
      Reason.INSUFFICIENT_BALANCE,
    );
  }
  const figures = await computeWithdrawalFigures(db, config.withholding, {
    creatorId: viewer.id,
    grossFen: input.amountFen,
    feeFen: config.feeFen,
    now: input.now,
    // The ID number is only kept hashed (docs/TAX.md, step 6): the creator stands for it here.
    payee: { realName: input.holderName, idNumber: `creator:${viewer.id}` },
    reference: input.reference,
  });
  if (config.provider === 'huifu' && figures.taxFen > 0) {
    throw AppError.conflict(
      `本笔提现应代扣个税 ${yuan(figures.taxFen)}，分账模式下平台暂不能从您的汇付账户代扣，请联系平台处理`,
    );
  }

  return figures;
}

/**
 * Requests a withdrawal of `amountFen`: at least the minimum, to the bound payout account (not
 * within 24 h of a change), at most the withdrawable balance, less the fee and the income tax of
 * TAX_WITHHOLDING_METHOD. The balance check, the tax (which reads the year's withdrawals) and the
 * withdrawal_request posting (withdrawable → in_withdrawal) happen under the creator's balance lock
 * in one transaction, so however many requests race, no fen is requested twice and each counts
 * the others' income. `now` is the request's time (its China month is the tax's).
 */
export async function requestWithdrawal(
  db: Db,
  config: WithdrawalConfig,
  viewer: UserRow,
  amountFen: number,
  now = new Date(),
): Promise<WithdrawalRow> {
  assertAboveMinimum(config, amountFen);
  const account = await findPayoutAccount(db, viewer.id);
  const block = accountBlock(account, now, config.provider);
  if (block || !account) throw block;

  return db.transaction().execute(async (trx) => {
    await lockCreatorBalances(trx, viewer.id);
    const withdrawalNo = newWithdrawalNo(now);
    const figures = await figureWithdrawal(trx, config, viewer, {
      amountFen,
      now,
      holderName: account.holderName,
      reference: withdrawalNo,
    });
    const row = await insertWithdrawal(trx, {
      withdrawalNo,
      creatorId: viewer.id,
      amountFen,
      feeFen: figures.feeFen,
      taxFen: figures.taxFen,
      taxMethod: figures.method,
      taxDetail: JSON.stringify(figures.detail),
      createdAt: now,
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

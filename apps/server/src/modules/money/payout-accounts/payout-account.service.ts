import {
  type DataOf,
  type MoneyFlow,
  maskAlipayAccount,
  maskBankCard,
  PAYOUT_ACCOUNT_LOCK_HOURS,
  type PayoutAccountKind,
  type payoutAccountEndpoints,
  Reason,
} from '@frog/contracts';
import type { PayoutAccountRow, UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { openSecret, parseSecretKey, sealSecret } from '../../../platform/lib/secret-box';
import { inTransaction } from '../../../platform/db/transaction';
import { maskPhone, type SmsContext, sendSmsCode, verifySmsCode } from '../../identity';
import { presentPayoutAccount } from './payout-account.presenter';
import { getOrCreateSecret } from '../../../platform/secrets/app-secret.repository';
import { checkSplitModeInput, type HuifuAccounts, openHuifuAccount } from './huifu-account';
import {
  findApprovedIdentity,
  findPayoutAccount,
  lockPayoutAccountOf,
  savePayoutAccount,
} from './payout-account.repository';
import type { Db } from '../../../platform/db/db';
import { publish } from '../../../platform/events/event-bus';

const PAYOUT_KEY_SECRET = 'payout_encryption_key';
const LOCK_MS = PAYOUT_ACCOUNT_LOCK_HOURS * 3600 * 1000;

/**
 * The AES-256-GCM key of account numbers: PAYOUT_ENCRYPTION_KEY (required in production), else a
 * random key kept in app_secrets (development and tests).
 */
export async function getPayoutKey(db: Db, configuredKey?: string): Promise<Buffer> {
  return parseSecretKey(configuredKey ?? (await getOrCreateSecret(db, PAYOUT_KEY_SECRET)));
}

/** The context an account number is sealed under: it opens only for the same creator. */
const sealContext = (creatorId: number) => `payout_account:${creatorId}`;

export const sealAccountNo = (key: Buffer, creatorId: number, accountNo: string) =>
  sealSecret(key, accountNo, sealContext(creatorId));

/** The clear account number of a sealed one (an operator paying a withdrawal needs it). */
export const openAccountNo = (key: Buffer, creatorId: number, sealed: string) =>
  openSecret(key, sealed, sealContext(creatorId));

/** Names compare without spaces, with one kind of middle dot, Latin letters in any case. */
const comparableName = (name: string) => name.replace(/\s+/g, '').replace(/[•・]/g, '·').toLowerCase();

/** 张小蛙 → *小蛙: enough for the creator to recognise, not enough to learn it. */
export const maskRealName = (name: string) => `*${name.slice(1)}`;

/** The creator's payout account (masked) and what binding one needs. */
export async function getPayoutAccountView(
  db: Db,
  viewer: UserRow,
  moneyFlow: MoneyFlow,
): Promise<DataOf<typeof payoutAccountEndpoints.get>> {
  const [account, identity] = await Promise.all([
    findPayoutAccount(db, viewer.id),
    findApprovedIdentity(db, viewer.id),
  ]);

  return {
    account: account ? presentPayoutAccount(account) : null,
    realNameMasked: identity ? maskRealName(identity.realName) : null,
    phoneMasked: maskPhone(viewer.phone),
    lockHours: PAYOUT_ACCOUNT_LOCK_HOURS,
    moneyFlow,
  };
}

/** Sends a payout-account code to the creator's own phone (never to a number the caller names). */
export async function sendPayoutAccountCode(
  ctx: SmsContext,
  viewer: UserRow,
  ip: string | null,
): Promise<{ resendAfterSeconds: number; phoneMasked: string }> {
  const sent = await sendSmsCode(ctx, { phone: viewer.phone, purpose: 'payout_account', ip });

  return { ...sent, phoneMasked: maskPhone(viewer.phone) };
}

export type BindPayoutAccountInput = {
  kind: PayoutAccountKind;
  bankName: string | null;
  bankBranch: string;
  accountNo: string;
  holderName: string;
  idNumber?: string;
  huifuId?: string;
  code: string;
};

/** How accounts are bound here: the key numbers are sealed with; in split mode, Huifu's side. */
export type PayoutAccountSetup = {
  configuredKey?: string;
  moneyFlow: MoneyFlow;
  idHashKey?: string;
  huifu: HuifuAccounts;
};

const maskAccountNo = (kind: PayoutAccountKind, accountNo: string) =>
  kind === 'bank_card' ? maskBankCard(accountNo) : maskAlipayAccount(accountNo);

/** The clear number, or null when it no longer opens (the key was replaced): then it counts as a change. */
function openedOrNull(key: Buffer, creatorId: number, sealed: string): string | null {
  try {
    return openAccountNo(key, creatorId, sealed);
  } catch {
    return null;
  }
}

/**
 * Binds or replaces the creator's payout account. The holder must be the real name of their
 * approved application (checked first, so a typo does not use up the code); then the SMS code
 * sent to their own phone. The number is stored sealed (AES-256-GCM) and masked. Replacing it
 * with a different account locks withdrawals for PAYOUT_ACCOUNT_LOCK_HOURS (the takeover guard);
 * the creator is told in a notification either way. In split mode it must be a bank card, the ID
 * number is asked too, and Huifu opens (once) the creator's account and binds the card.
 */
export async function bindPayoutAccount(
  db: Db,
  viewer: UserRow,
  input: BindPayoutAccountInput,
  setup: PayoutAccountSetup,
): Promise<PayoutAccountRow> {
  const identity = await findApprovedIdentity(db, viewer.id);
  if (!identity) {
    throw AppError.conflict(
      '没有找到已通过审核的实名信息，暂时无法绑定收款账户，请联系客服',
      Reason.REAL_NAME_REQUIRED,
    );
  }
  const { realName } = identity;
  if (comparableName(input.holderName) !== comparableName(realName)) {
    throw AppError.badRequest(
      `收款人姓名须与实名认证的姓名（${maskRealName(realName)}）一致`,
      Reason.REAL_NAME_MISMATCH,
    );
  }
  const split =
    setup.moneyFlow === 'huifu-split'
      ? await checkSplitModeInput(db, input, { ...identity, creatorId: viewer.id }, setup)
      : null;
  await verifySmsCode(db, { phone: viewer.phone, purpose: 'payout_account', code: input.code });
  const key = await getPayoutKey(db, setup.configuredKey);
  const huifu =
    split === null
      ? { huifuId: null, huifuTokenNo: null }
      : await openHuifuAccount(
          setup.huifu,
          viewer,
          { holder: realName, cardNo: input.accountNo, bankName: input.bankName ?? '', certNo: split.certNo },
          { named: split.existingHuifuId, previous: await findPayoutAccount(db, viewer.id) },
        );

  return inTransaction(db, async (trx) => {
    await lockPayoutAccountOf(trx, viewer.id);
    const previous = await findPayoutAccount(trx, viewer.id);
    const sameAccount =
      previous !== undefined &&
      previous.kind === input.kind &&
      openedOrNull(key, viewer.id, previous.accountCipher) === input.accountNo;
    const now = Date.now();
    const lockedUntil =
      previous === undefined ? null : sameAccount ? previous.withdrawLockedUntil : new Date(now + LOCK_MS);
    const saved = await savePayoutAccount(trx, {
      creatorId: viewer.id,
      kind: input.kind,
      holderName: realName,
      bankName: input.bankName,
      bankBranch: input.bankBranch,
      accountCipher: sealAccountNo(key, viewer.id, input.accountNo),
      accountMasked: maskAccountNo(input.kind, input.accountNo),
      withdrawLockedUntil: lockedUntil,
      ...huifu,
    });
    await publish(trx, 'PayoutAccountSaved', { account: saved, changed: previous !== undefined });

    return saved;
  });
}

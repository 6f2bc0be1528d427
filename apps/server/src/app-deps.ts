import type { Kysely } from 'kysely';
import type { MemberReadCache } from './platform/cache/member-read-cache';
import type { PaymentPollCache } from './platform/cache/payment-poll-cache';
import type { PublicReadCache } from './platform/cache/public-read-cache';
import type { Env } from './platform/config/env';
import type { DB } from './platform/db/types';
import type { TextFilter } from './modules/governance';
import type { PaymentsRuntime, PayoutProvider, PaymentPollState } from './modules/money';
import type { SmsProvider } from './platform/sms/sms-provider';
import type { Storage } from './platform/storage/storage';

/** What routes and services get from buildApp: everything outside the process is injected. */
export type AppDeps = {
  env: Env;
  db: Kysely<DB>;
  sms: SmsProvider;
  storage: Storage;
  payments: PaymentsRuntime;
  /** Pays approved withdrawals (PAYOUT_PROVIDER). */
  payouts: PayoutProvider;
  /** What visitors read, for a few seconds, emptied on every content change. */
  publicReads: PublicReadCache;
  /** What a member's own reads answered (their home feed), dropped on any change of theirs or the content. */
  memberReads: MemberReadCache;
  /** The word lists every text a user writes is screened against (modules/governance). */
  textFilter: TextFilter;
  /** What a status poll needs of each payment, dropped whenever the payment changes. */
  paymentPolls: PaymentPollCache<PaymentPollState>;
};

// Creators' own accounts at the provider in split mode (docs/MONEY.md, "Money flow"); provider.ts re-exports them.

/**
 * A creator's own user account at the provider (split mode, DESIGN 9): opened with their real name,
 * ID number and phone (Huifu 个人用户基本信息开户), then their bank card is bound for withdrawals
 * (用户业务入驻); the card's `tokenNo` names it when they withdraw.
 */
export interface OpenUserAccountInput {
  /** Our serial of the request; the same serial twice opens one account. */
  requestNo: string;
  name: string;
  /** The full ID number: sent to the provider, never stored by us. */
  certNo: string;
  phone: string;
}

export interface BindSettlementCardInput {
  requestNo: string;
  huifuId: string;
  holder: string;
  cardNo: string;
  bankName: string;
  certNo: string;
  phone: string;
}

/** A creator's withdrawal from their own account to their bound card (split mode, Huifu 取现). */
export interface WithdrawInput {
  /** Our serial (the withdrawal number): the same serial twice is one withdrawal. */
  requestNo: string;
  huifuId: string;
  /** The bound card's token (用户业务入驻's token_no). */
  tokenNo: string;
  amountFen: number;
}

/** Where a withdrawal stands at the provider; `failed` with the provider's words. */
export interface WithdrawalState {
  requestNo: string;
  reqDate: string;
  hfSeqId: string;
  state: 'pending' | 'paid' | 'failed';
  reason?: string;
}

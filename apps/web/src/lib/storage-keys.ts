/** The browser's local storage keys (SPEC 3). Zod-free: the cashier bundle reads them too. */
export const STORAGE_KEYS = {
  /** JSON display copy of the signed-in user; only `nickname` decides "signed in". */
  userInfo: 'userInfo',
  /** The stored pay info of the cashier. */
  payment: 'payment',
  /** Where the result pages of the cashier go back to. */
  payRedirectPath: 'payRedirectPath',
} as const;

/** Fired on `window` whenever this tab changes or clears `userInfo`. */
export const USER_INFO_CHANGE_EVENT = 'frog:user-info-change';

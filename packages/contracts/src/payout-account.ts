import { z } from 'zod';
import { defineEndpoint, noParamsSchema, optionalText, smsCodeSchema, withoutInvalidChars } from './common';
import { idNumberSchema, realNameSchema } from './creator';
import { labelledEnum } from './labelled-enum';

export const { schema: payoutAccountKindSchema, text: payoutAccountKindText } = labelledEnum(
  { bank_card: '银行卡', alipay: '支付宝' },
  { error: '收款方式须为银行卡或支付宝' },
);
export type PayoutAccountKind = z.infer<typeof payoutAccountKindSchema>;

/**
 * Where buyers' money goes (MONEY_FLOW, docs/MONEY.md): `huifu-split`, each payment is split by
 * Huifu into the creator's own Huifu account (a creator's payout account opens one, with a bank
 * card only); `ledger`, the platform collects and pays creators out (licensed operators).
 */
export const moneyFlowSchema = z.enum(['ledger', 'huifu-split']);
export type MoneyFlow = z.infer<typeof moneyFlowSchema>;

/** A Huifu user account's id (huifu_id): 16 digits. */
export const huifuIdSchema = z
  .string()
  .trim()
  .regex(/^\d{16}$/, '汇付账户号须为16位数字');

/** Hours after a change during which no withdrawal may start. */
export const PAYOUT_ACCOUNT_LOCK_HOURS = 24;

/** Banks offered on the form (any other bank may be typed). */
export const commonBanks = [
  '中国工商银行',
  '中国农业银行',
  '中国银行',
  '中国建设银行',
  '交通银行',
  '中国邮政储蓄银行',
  '招商银行',
  '浦发银行',
  '中信银行',
  '中国光大银行',
  '华夏银行',
  '中国民生银行',
  '广发银行',
  '兴业银行',
  '平安银行',
  '浙商银行',
  '北京银行',
  '上海银行',
] as const;

/** Luhn (mod 10) check of a digit string, as bank card numbers carry. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }

  return sum % 10 === 0;
}

/** 16–19 digits with a valid Luhn check digit (spaces and dashes are typed for readability only). */
export const isValidBankCardNumber = (value: string) => /^\d{16,19}$/.test(value) && passesLuhn(value);

const ALIPAY_PHONE = /^1[3-9]\d{9}$/;
const ALIPAY_EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,24}$/;

/** An Alipay login: a mainland phone number or an email address. */
export const isValidAlipayAccount = (value: string) => ALIPAY_PHONE.test(value) || ALIPAY_EMAIL.test(value);

/** 6222021234567890128 → **** **** **** 0128 */
export const maskBankCard = (digits: string) => `**** **** **** ${digits.slice(-4)}`;

/** 13812345678 → 138****5678; frog.draws@example.com → fr***@example.com */
export function maskAlipayAccount(value: string): string {
  if (ALIPAY_PHONE.test(value)) return `${value.slice(0, 3)}****${value.slice(-4)}`;
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);

  return `${local.slice(0, local.length > 2 ? 2 : 1)}***${value.slice(at)}`;
}

/** Removes the spaces and dashes people type inside card numbers. */
export const normaliseAccountNo = (kind: PayoutAccountKind, value: string) =>
  kind === 'bank_card' ? value.replace(/[\s-]/g, '') : value.trim();

/** A bank card number as typed (spaces and dashes allowed), answered as digits. */
export const bankCardNoSchema = z
  .string({ error: '请填写银行卡号' })
  .transform((v) => normaliseAccountNo('bank_card', v))
  .pipe(
    z.string().min(1, '请填写银行卡号').refine(isValidBankCardNumber, '银行卡号不正确，请核对16-19位卡号'),
  );

export const alipayAccountSchema = z
  .string({ error: '请填写支付宝账号' })
  .trim()
  .min(1, '请填写支付宝账号')
  .refine(isValidAlipayAccount, '支付宝账号须为11位手机号或邮箱');

export const bankNameSchema = z
  .string({ error: '请填写开户银行' })
  .trim()
  .min(2, '请填写开户银行')
  .max(40, '开户银行不能超过40个字');

export const bindPayoutAccountParamsSchema = z
  .object({
    kind: payoutAccountKindSchema,
    bankName: optionalText('开户银行', 40),
    bankBranch: optionalText('开户支行', 60),
    accountNo: withoutInvalidChars(
      z.string({ error: '请填写收款账号' }).trim().min(1, '请填写收款账号').max(254, '收款账号过长'),
      '收款账号',
    ),
    holderName: realNameSchema,
    /** Split mode only: the ID number of the approved application, for opening the Huifu account. */
    idNumber: z.preprocess((v) => (v === '' ? undefined : v), idNumberSchema.optional()),
    /** Split mode only, optional: a Huifu user account the creator already has, bound instead of opening one. */
    huifuId: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : v),
      huifuIdSchema.optional(),
    ),
    code: smsCodeSchema,
  })
  .superRefine((v, ctx) => {
    const check = (schema: z.ZodType, value: string, path: string) => {
      const result = schema.safeParse(value);
      if (!result.success) {
        ctx.addIssue({
          code: 'custom',
          path: [path],
          message: result.error.issues[0]?.message ?? '格式不正确',
        });
      }
    };
    if (v.kind === 'bank_card') {
      check(bankNameSchema, v.bankName, 'bankName');
      check(bankCardNoSchema, v.accountNo, 'accountNo');
    } else {
      check(alipayAccountSchema, v.accountNo, 'accountNo');
    }
  })
  .transform((v) => ({
    ...v,
    accountNo: normaliseAccountNo(v.kind, v.accountNo),
    bankName: v.kind === 'bank_card' ? v.bankName : null,
    bankBranch: v.kind === 'bank_card' ? v.bankBranch : '',
  }));

export const payoutAccountSchema = z.object({
  kind: payoutAccountKindSchema,
  holderName: z.string(),
  /** null for Alipay. */
  bankName: z.string().nullable(),
  bankBranch: z.string(),
  /** The only form of the number ever sent: **** **** **** 1234, 138****5678, fr***@example.com. */
  accountMasked: z.string(),
  updatedAt: z.string(),
  /** After a change: withdrawals may start from this time (ISO), null when not locked. */
  withdrawLockedUntil: z.string().nullable(),
  /** Split mode: the creator's own Huifu account the payments are split into (null in ledger mode). */
  huifuId: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** Creators only (403 otherwise). */
export const payoutAccountEndpoints = {
  /** The creator's payout account (or null) and what binding needs. */
  get: defineEndpoint({
    path: '/api/payout-account/get',
    summary: '我的收款账户',
    params: noParamsSchema,
    data: z.object({
      account: payoutAccountSchema.nullable(),
      /** The real name of the approved application, masked (*小蛙); null when there is none. */
      realNameMasked: z.string().nullable(),
      /** Where the verification code goes: the creator's own phone, masked. */
      phoneMasked: z.string(),
      lockHours: z.number(),
      /** In `huifu-split` the account must be a bank card in the creator's own name, and the ID number is asked. */
      moneyFlow: moneyFlowSchema,
    }),
  }),
  /** Sends a code (purpose payout_account) to the creator's own phone. */
  sendCode: defineEndpoint({
    path: '/api/payout-account/send-code',
    summary: '发送收款账户验证码',
    params: noParamsSchema,
    data: z.object({ resendAfterSeconds: z.number(), phoneMasked: z.string() }),
  }),
  /**
   * Binds or replaces the account. The holder must be the real name of the approved application;
   * a replacement locks withdrawals for `PAYOUT_ACCOUNT_LOCK_HOURS`.
   */
  bind: defineEndpoint({
    path: '/api/payout-account/bind',
    summary: '绑定或更换收款账户',
    params: bindPayoutAccountParamsSchema,
    data: payoutAccountSchema,
  }),
};

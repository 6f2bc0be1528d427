import type { AgeBand, BuyerRealName } from '@frog/contracts';
import type { Env } from '../../../platform/config/env';
import { displayYuan } from '../../../platform/lib/money';
import type { BuyerRealNameRow } from './buyer-real-name.repository';
import { capsOf } from './minor-caps';

export type BuyerProtectionEnv = Pick<Env, 'MINOR_PROTECTION' | 'MINOR_CAPS_8_TO_16' | 'MINOR_CAPS_16_TO_18'>;

/** What a buyer sees of their own verification: masked, their band and its caps, and when it is asked. */
export function presentBuyerRealName(
  row: BuyerRealNameRow | undefined,
  band: AgeBand | null,
  env: BuyerProtectionEnv,
): BuyerRealName {
  const caps = band ? capsOf(band, env) : null;
  const protection = env.MINOR_PROTECTION;

  return {
    verified: row !== undefined,
    realNameMasked: row?.realNameMasked ?? null,
    idNumberMasked: row?.idNumberMasked ?? null,
    band,
    caps: caps
      ? {
          perPayment: displayYuan(caps.perPaymentFen),
          perDay: displayYuan(caps.perDayFen),
          perMonth: displayYuan(caps.perMonthFen),
        }
      : null,
    requiredFor:
      protection.kind === 'off'
        ? { kind: 'never', thresholdYuan: null }
        : protection.kind === 'all'
          ? { kind: 'always', thresholdYuan: null }
          : { kind: 'above', thresholdYuan: displayYuan(protection.aboveFen) },
  };
}

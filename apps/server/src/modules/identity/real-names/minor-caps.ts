import type { AgeBand } from '@frog/contracts';
import type { Env } from '../../../platform/config/env';
import type { SpendingCapsFen } from '../../../platform/config/buyer-env';

/** Under 8: nothing can be paid (《未成年人网络保护条例》 art. 44; docs/MINORS.md). */
const NOTHING: SpendingCapsFen = { perPaymentFen: 0, perDayFen: 0, perMonthFen: 0 };

/** A band's caps from MINOR_CAPS_*; null for an adult (no cap). */
export function capsOf(
  band: AgeBand,
  env: Pick<Env, 'MINOR_CAPS_8_TO_16' | 'MINOR_CAPS_16_TO_18'>,
): SpendingCapsFen | null {
  switch (band) {
    case 'under8':
      return NOTHING;
    case '8to16':
      return env.MINOR_CAPS_8_TO_16;
    case '16to18':
      return env.MINOR_CAPS_16_TO_18;
    case 'adult':
      return null;
  }
}

/**
 * The simulated WeChat OAuth side: stable openids per appid + test user, single-use codes that
 * expire after 5 minutes of simulator time.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { SimulatorClock } from './clock';

const CODE_TTL_MS = 5 * 60 * 1000;

interface IssuedCode {
  appId: string;
  openid: string;
  snapshot: boolean;
  expiresAt: number;
  used: boolean;
}

export interface WechatCodes {
  /** The openid WeChat would give `user` on `appId`; always the same for the same pair. */
  openidFor(appId: string, user: string): string;
  /** The appid an openid was issued for, if this simulator issued it. */
  appIdOf(openid: string): string | undefined;
  issue(appId: string, user: string, snapshot: boolean): string;
  /** Consumes a code; undefined when unknown, used, expired or issued for another appid. */
  redeem(code: string, appId: string): { openid: string; snapshot: boolean } | undefined;
  reset(): void;
}

/** Creates the code and openid registry. */
export function createWechatCodes(clock: SimulatorClock): WechatCodes {
  const codes = new Map<string, IssuedCode>();
  const openids = new Map<string, string>();

  const openidFor = (appId: string, user: string): string => {
    const digest = createHash('sha256').update(`${appId}:${user}`).digest('base64url');
    const openid = `o${digest.slice(0, 27)}`;
    openids.set(openid, appId);
    return openid;
  };

  return {
    openidFor,
    appIdOf: (openid) => openids.get(openid),
    issue(appId, user, snapshot) {
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        appId,
        openid: openidFor(appId, user),
        snapshot,
        expiresAt: clock.now().getTime() + CODE_TTL_MS,
        used: false,
      });
      return code;
    },
    redeem(code, appId) {
      const issued = codes.get(code);
      if (!issued || issued.used || issued.appId !== appId) return undefined;
      issued.used = true;
      if (clock.now().getTime() > issued.expiresAt) return undefined;
      return { openid: issued.openid, snapshot: issued.snapshot };
    },
    reset() {
      codes.clear();
    },
  };
}

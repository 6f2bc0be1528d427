/**
 * The simulator's key store. The merchant pair signs our requests (the simulator verifies with its
 * public half, as Huifu does with the uploaded key); the "Huifu" pair signs the simulator's answers
 * and notifications. Persisted under DATA_DIR so a restart keeps stored settings working.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Base64KeyPair, generateBase64KeyPair, parsePrivateKey, parsePublicKey } from '../huifu/crypto';

export interface SimulatorKeys {
  merchant: Base64KeyPair;
  huifu: Base64KeyPair;
}

/** The fixed identities the simulator plays; none of them is a real account. */
export const SIMULATOR_MERCHANT = {
  sysId: '6666000000000001',
  productId: 'SIMU',
  huifuId: '6666000000000001',
  wechatAppId: 'wx5130a1b2c3d4e5f6',
  wechatSecret: 'simulator-wechat-secret-not-real',
} as const;

export type SimulatorMerchant = { [K in keyof typeof SIMULATOR_MERCHANT]: string };

const KEYS_FILE = 'simulator-keys.json';

/** Generates both simulator key pairs in memory (tests). */
export function generateSimulatorKeys(): SimulatorKeys {
  return { merchant: generateBase64KeyPair(), huifu: generateBase64KeyPair() };
}

/**
 * Reads DATA_DIR/simulator-keys.json, or creates it (mode 0600) with fresh key pairs. A file that
 * does not hold usable keys is replaced, since these keys protect nothing real.
 */
export function loadOrCreateSimulatorKeys(dataDir: string): SimulatorKeys {
  const file = join(dataDir, KEYS_FILE);
  const existing = readKeys(file);
  if (existing) return existing;

  const keys = generateSimulatorKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });

  return keys;
}

function readKeys(file: string): SimulatorKeys | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as SimulatorKeys;
    for (const pair of [parsed.merchant, parsed.huifu]) {
      parsePrivateKey(pair.privateKey);
      parsePublicKey(pair.publicKey);
    }

    return { merchant: parsed.merchant, huifu: parsed.huifu };
  } catch {
    return undefined;
  }
}

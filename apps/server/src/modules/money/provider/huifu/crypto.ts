/**
 * Huifu's RSA signatures (PROTOCOLS.md 1.3): SHA256WithRSA, PKCS#1 v1.5 padding, keys as bare base64
 * DER (merchant private key PKCS#8, Huifu public key X.509 SubjectPublicKeyInfo).
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';

/** A key pair as Huifu's console hands them out: bare base64, no PEM armour, no newlines. */
export interface Base64KeyPair {
  privateKey: string;
  publicKey: string;
}

/** Thrown when a configured key cannot be decoded; a configuration error, not a payment outcome. */
export class HuifuKeyError extends Error {
  override readonly name = 'HuifuKeyError';
}

/** Decodes a bare-base64 PKCS#8 private key (tolerates PEM armour and whitespace pasted from a console). */
export function parsePrivateKey(base64: string): KeyObject {
  try {
    return createPrivateKey({ key: derFromBase64(base64), format: 'der', type: 'pkcs8' });
  } catch (error) {
    throw new HuifuKeyError('无法解析商户私钥（需要 PKCS#8 DER 的 base64）', { cause: error });
  }
}

/** Decodes a bare-base64 SubjectPublicKeyInfo public key. */
export function parsePublicKey(base64: string): KeyObject {
  try {
    return createPublicKey({ key: derFromBase64(base64), format: 'der', type: 'spki' });
  } catch (error) {
    throw new HuifuKeyError('无法解析公钥（需要 X.509 SubjectPublicKeyInfo DER 的 base64）', {
      cause: error,
    });
  }
}

/** Signs the UTF-8 bytes of `text` with RSA-SHA256 (PKCS#1 v1.5) and returns base64. */
export function signText(text: string, privateKey: KeyObject): string {
  return sign('sha256', Buffer.from(text, 'utf8'), privateKey).toString('base64');
}

/**
 * Verifies a base64 RSA-SHA256 signature over the UTF-8 bytes of `text`. Returns false (never throws)
 * for a malformed signature, so callers have one failure path.
 */
export function verifyText(text: string, signature: string, publicKey: KeyObject): boolean {
  if (!signature || !/^[A-Za-z0-9+/=\s]+$/.test(signature)) return false;
  try {
    return verify('sha256', Buffer.from(text, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** Generates an RSA-2048 key pair as bare base64 DER, for tests and the simulator's key store. */
export function generateBase64KeyPair(): Base64KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  return {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}

function derFromBase64(base64: string): Buffer {
  const body = base64.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  if (!body) throw new HuifuKeyError('密钥为空');

  return Buffer.from(body, 'base64');
}

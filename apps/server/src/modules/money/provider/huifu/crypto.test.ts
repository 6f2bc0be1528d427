import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';
import {
  type Base64KeyPair,
  generateBase64KeyPair,
  HuifuKeyError,
  parsePrivateKey,
  parsePublicKey,
  signText,
  verifyText,
} from './crypto';

let pair: Base64KeyPair;
let other: Base64KeyPair;

beforeAll(() => {
  pair = generateBase64KeyPair();
  other = generateBase64KeyPair();
});

describe('RSA-SHA256 over canonical JSON', () => {
  const data = {
    req_seq_id: 'P2026000101',
    huifu_id: '6666000000000001',
    goods_desc: '解锁文章',
    trans_amt: '9.90',
  };

  it('produces bare base64 DER keys', () => {
    expect(pair.privateKey).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(pair.publicKey).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('round-trips: a signature verifies with the matching public key', () => {
    const sign = signText(canonicalJson(data), parsePrivateKey(pair.privateKey));
    expect(verifyText(canonicalJson({ ...data }), sign, parsePublicKey(pair.publicKey))).toBe(true);
  });

  it('is deterministic (PKCS#1 v1.5) so both sides agree byte for byte', () => {
    const key = parsePrivateKey(pair.privateKey);
    expect(signText('abc', key)).toBe(signText('abc', key));
  });

  it('fails when one field is tampered', () => {
    const sign = signText(canonicalJson(data), parsePrivateKey(pair.privateKey));
    expect(
      verifyText(canonicalJson({ ...data, trans_amt: '0.01' }), sign, parsePublicKey(pair.publicKey)),
    ).toBe(false);
  });

  it('fails when the signed string was not sorted', () => {
    const sign = signText(JSON.stringify(data), parsePrivateKey(pair.privateKey));
    expect(verifyText(canonicalJson(data), sign, parsePublicKey(pair.publicKey))).toBe(false);
  });

  it('fails with the wrong public key', () => {
    const sign = signText(canonicalJson(data), parsePrivateKey(pair.privateKey));
    expect(verifyText(canonicalJson(data), sign, parsePublicKey(other.publicKey))).toBe(false);
  });

  it('returns false for a garbage or empty signature instead of throwing', () => {
    const key = parsePublicKey(pair.publicKey);
    expect(verifyText('abc', '', key)).toBe(false);
    expect(verifyText('abc', 'not base64 ✗', key)).toBe(false);
    expect(verifyText('abc', 'AAAA', key)).toBe(false);
  });

  it('accepts PEM-armoured keys with line breaks as pasted from a console', () => {
    const pem = `-----BEGIN PRIVATE KEY-----\n${pair.privateKey.replace(/(.{64})/g, '$1\n')}\n-----END PRIVATE KEY-----`;
    const sign = signText('x', parsePrivateKey(pem));
    expect(verifyText('x', sign, parsePublicKey(pair.publicKey))).toBe(true);
  });

  it('rejects keys of the wrong kind with a typed error', () => {
    expect(() => parsePrivateKey(pair.publicKey)).toThrow(HuifuKeyError);
    expect(() => parsePublicKey('')).toThrow(HuifuKeyError);
  });
});

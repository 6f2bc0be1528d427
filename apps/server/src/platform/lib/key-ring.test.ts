import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildKeyRing, keyIdOf, openWithRing, parseKeyList, sealWithRing, UnknownKeyError } from './key-ring';

const hexKey = () => randomBytes(32).toString('hex');

describe('key ring', () => {
  it('seals under the current key and names it', () => {
    const key = hexKey();
    const ring = buildKeyRing(key);
    const sealed = sealWithRing(ring, '110101200001019015', 'creator-id:7');
    expect(sealed.keyId).toBe(keyIdOf(Buffer.from(key, 'hex')));
    expect(sealed.keyId).toMatch(/^k[0-9a-f]{16}$/);
    expect(sealed.sealed).not.toContain('110101200001019015');
    expect(openWithRing(ring, sealed, 'creator-id:7')).toBe('110101200001019015');
  });

  it('opens what an older key sealed once it is a previous key, and refuses without it', () => {
    const old = hexKey();
    const sealed = sealWithRing(buildKeyRing(old), '110101200001019015', 'creator-id:7');
    const rotated = buildKeyRing(hexKey(), [old]);
    expect(rotated.current.id).not.toBe(sealed.keyId);
    expect(openWithRing(rotated, sealed, 'creator-id:7')).toBe('110101200001019015');
    expect(() => openWithRing(buildKeyRing(hexKey()), sealed, 'creator-id:7')).toThrow(UnknownKeyError);
  });

  it('refuses another context', () => {
    const ring = buildKeyRing(hexKey());
    const sealed = sealWithRing(ring, '110101200001019015', 'creator-id:7');
    expect(() => openWithRing(ring, sealed, 'creator-id:8')).toThrow();
  });

  it('reads a list of keys separated by commas or spaces', () => {
    expect(parseKeyList(undefined)).toEqual([]);
    expect(parseKeyList(' a, b  c,')).toEqual(['a', 'b', 'c']);
  });
});

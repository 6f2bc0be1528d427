import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../huifu/canonical-json';
import { parsePrivateKey, parsePublicKey, signText, verifyText } from '../huifu/crypto';
import { loadOrCreateSimulatorKeys } from './keys';

describe('loadOrCreateSimulatorKeys', () => {
  it('creates DATA_DIR/simulator-keys.json (0600) and returns the same keys after a restart', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'sim-keys-')), 'nested');
    const first = loadOrCreateSimulatorKeys(dir);
    const second = loadOrCreateSimulatorKeys(dir);

    expect(second).toEqual(first);
    expect(statSync(join(dir, 'simulator-keys.json')).mode & 0o777).toBe(0o600);
    const sign = signText(canonicalJson({ a: '1' }), parsePrivateKey(first.huifu.privateKey));
    expect(verifyText('{"a":"1"}', sign, parsePublicKey(first.huifu.publicKey))).toBe(true);
    expect(first.merchant.publicKey).not.toBe(first.huifu.publicKey);
  });

  it('replaces a corrupt key file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-keys-'));
    writeFileSync(join(dir, 'simulator-keys.json'), '{"merchant":{"privateKey":"nope"}}');
    const keys = loadOrCreateSimulatorKeys(dir);
    expect(JSON.parse(readFileSync(join(dir, 'simulator-keys.json'), 'utf8'))).toEqual(keys);
  });
});

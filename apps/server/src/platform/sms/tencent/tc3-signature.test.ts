import { describe, expect, it } from 'vitest';
import { tc3Authorization, tc3Date } from './tc3-signature';

/**
 * The worked example of Tencent Cloud's "Signature v3" page (CVM DescribeInstances in Guangzhou):
 * its SecretId as printed there (masked), its SecretKey, timestamp and body, and the Authorization
 * header the page gives as the result.
 */
const vendorExample = {
  secretId: 'AKID**********************0123456789EXAMPLE',
  secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
  service: 'cvm',
  host: 'cvm.tencentcloudapi.com',
  contentType: 'application/json; charset=utf-8',
  timestamp: 1551113065,
  payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
};
const vendorAuthorization =
  'TC3-HMAC-SHA256 Credential=AKID**********************0123456789EXAMPLE/2019-02-25/cvm/tc3_request, ' +
  'SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168';

describe('TC3-HMAC-SHA256', () => {
  it("reproduces the vendor's documented example byte for byte", () => {
    expect(tc3Authorization(vendorExample)).toBe(vendorAuthorization);
  });

  it('signs the body: one character more is another signature', () => {
    const other = tc3Authorization({ ...vendorExample, payload: `${vendorExample.payload} ` });

    expect(other).not.toBe(vendorAuthorization);
  });

  it('dates the scope in UTC (00:44 in Beijing is still the day before)', () => {
    expect(tc3Date(1551113065)).toBe('2019-02-25');
  });
});

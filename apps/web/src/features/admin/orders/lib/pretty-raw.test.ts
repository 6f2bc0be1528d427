import { describe, expect, it } from 'vitest';
import { prettyRaw } from './pretty-raw';

describe('prettyRaw', () => {
  it('indents JSON and opens JSON nested in string fields', () => {
    const raw = JSON.stringify({ resp_code: '00000000', resp_data: '{"trans_stat":"S","trans_amt":"6.66"}' });
    expect(JSON.parse(prettyRaw(raw))).toEqual({
      resp_code: '00000000',
      resp_data: { trans_stat: 'S', trans_amt: '6.66' },
    });
    expect(prettyRaw(raw)).toContain('\n  "resp_data": {\n    "trans_stat": "S"');
  });

  it('reads a form-encoded notification as fields', () => {
    const raw = 'resp_code=00000000&resp_data=%7B%22req_seq_id%22%3A%22P1%22%7D&sign=abc%3D%3D';
    expect(JSON.parse(prettyRaw(raw))).toEqual({
      resp_code: '00000000',
      resp_data: { req_seq_id: 'P1' },
      sign: 'abc==',
    });
  });

  it('leaves anything else as received', () => {
    expect(prettyRaw('gateway timeout')).toBe('gateway timeout');
    expect(prettyRaw('"just a string"')).toBe('"just a string"');
    expect(prettyRaw('{broken')).toBe('{broken');
  });
});

import { readSubmitterToken } from './submitter';

describe('readSubmitterToken', () => {
  const token = '6f1c3a52-7d0e-4a4f-9f55-0b7c7e9d2a10';
  it('finds the cookie among others', () => {
    expect(readSubmitterToken(`sid=abc; cp_submitter=${token}; theme=dark`)).toBe(token);
    expect(readSubmitterToken(`cp_submitter=${token.toUpperCase()}`)).toBe(token);
  });
  it('ignores a missing or malformed token', () => {
    expect(readSubmitterToken(undefined)).toBeNull();
    expect(readSubmitterToken('x_cp_submitter=' + token)).toBeNull();
    expect(readSubmitterToken("cp_submitter=' OR 1=1 --")).toBeNull();
  });
});

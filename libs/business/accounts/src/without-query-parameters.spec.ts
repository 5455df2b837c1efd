import { QueryFailedError } from 'typeorm';
import { withoutQueryParameters } from './without-query-parameters';

describe('withoutQueryParameters', () => {
  it('strips the parameters (which may hold a password hash) from a failed query before it can be logged', () => {
    const driverError = Object.assign(new Error('boom'), { parameters: ['$argon2id$v=19$secret'] });
    const err = new QueryFailedError('INSERT INTO users ...', ['$argon2id$v=19$secret'], driverError);
    withoutQueryParameters(err);
    expect(JSON.stringify({ ...err, driverError: { ...driverError } })).not.toContain('argon2id');
  });

  it('passes other errors through untouched', () => {
    const err = new Error('other');
    expect(withoutQueryParameters(err)).toBe(err);
  });
});

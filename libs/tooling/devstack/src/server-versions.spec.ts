import { assertServerVersion } from './server-versions';

describe('the oldest servers the tests accept', () => {
  it('refuses PostgreSQL before 15 and Redis before 7, naming the server, its version and what is needed', () => {
    expect(() => assertServerVersion('postgres', '14.9', 'db.local:5432')).toThrow(
      'PostgreSQL 14.9 at db.local:5432 is too old: the tests need PostgreSQL 15 or newer (docker-compose.yml runs 17).',
    );
    expect(() => assertServerVersion('redis', '6.2.14', 'cache:6379')).toThrow(
      'Redis 6.2.14 at cache:6379 is too old: the tests need Redis 7 or newer (docker-compose.yml runs 7).',
    );
    expect(() => assertServerVersion('redis', '', 'cache:6379')).toThrow('Redis (unknown version) at cache:6379');
  });

  it('accepts the minimum and newer', () => {
    for (const [server, version] of [
      ['postgres', '15.18'],
      ['postgres', '17.10'],
      ['redis', '7.0.15'],
      ['redis', '8.0.2'],
    ] as const) {
      expect(() => assertServerVersion(server, version, 'here')).not.toThrow();
    }
  });
});

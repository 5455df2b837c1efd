import { registerMigration } from './migration-index';

describe('registerMigration', () => {
  const index = `import { First1 } from './1-first';
import { Second2 } from './2-second';

/** Every migration, in order. */
export const MIGRATIONS = [
  First1,
  Second2,
];
`;
  const updated = registerMigration(index, 'AddBookings1799999999999', '1799999999999-add-bookings.ts');

  it('imports the new migration after the existing imports', () => {
    expect(updated.split('\n').filter((line) => line.startsWith('import '))).toEqual([
      `import { First1 } from './1-first';`,
      `import { Second2 } from './2-second';`,
      `import { AddBookings1799999999999 } from './1799999999999-add-bookings';`,
    ]);
  });

  it('runs it after every earlier migration', () => {
    expect(updated).toContain(`export const MIGRATIONS = [\n  First1,\n  Second2,\n  AddBookings1799999999999,\n];\n`);
  });

  it('adds nothing when the migration is already listed', () => {
    expect(registerMigration(updated, 'AddBookings1799999999999', '1799999999999-add-bookings.ts')).toBe(updated);
  });

  it('refuses an index without the MIGRATIONS list', () => {
    expect(() => registerMigration(`export const OTHER = [];\n`, 'A1', '1-a.ts')).toThrow('MIGRATIONS');
  });
});

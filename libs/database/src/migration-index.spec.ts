import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerMigration } from './migration-index';

describe('registerMigration', () => {
  const index = readFileSync(join(__dirname, 'migrations/index.ts'), 'utf8');
  const updated = registerMigration(index, 'AddBookings1799999999999', '1799999999999-add-bookings.ts');

  it('imports the new migration after the existing imports', () => {
    const imports = updated.split('\n').filter((line) => line.startsWith('import '));
    expect(imports.at(-1)).toBe(`import { AddBookings1799999999999 } from './1799999999999-add-bookings';`);
    expect(imports).toHaveLength(index.split('\n').filter((line) => line.startsWith('import ')).length + 1);
  });

  it('runs it after every earlier migration', () => {
    const list = updated.slice(updated.indexOf('export const MIGRATIONS = ['));
    expect(list).toMatch(/IdempotencyKeys1763810000000,\n\s*AddBookings1799999999999,\n\];/);
  });

  it('adds nothing when the migration is already listed', () => {
    expect(registerMigration(updated, 'AddBookings1799999999999', '1799999999999-add-bookings.ts')).toBe(updated);
  });
});

import type { DataSource } from 'typeorm';
import { unique } from './test-env';

/** A promo_codes row as the admin's form stores it (snake_case columns; `code` upper-case), open since 2020. */
export async function insertPromo(
  t: { dataSource: DataSource },
  change: Record<string, unknown> = {},
): Promise<{ id: number; code: string }> {
  const promo = {
    code: unique('promo').toUpperCase(),
    discount_type: 'percentage',
    discount_value: 10,
    usage_limit: 100,
    usage_count: 0,
    user_usage_limit: 1,
    start_date: '2020-01-01',
    expires_at: null,
    is_active: true,
    description: 'Ten percent off',
    ...change,
  };
  const columns = Object.keys(promo);
  const [row] = await t.dataSource.query(
    `INSERT INTO promo_codes (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
     RETURNING id, code`,
    Object.values(promo),
  );
  return row;
}

import type { DataSource } from 'typeorm';

/**
 * Adds `count` plausible bookings in one statement each for the bookings and their three games: varied names, e-mails,
 * event dates over two years, creation times over a year, statuses and prices. For measuring the admin table (and
 * anything else that reads many bookings); never used by the app.
 */
export async function seedBookings(dataSource: DataSource, count: number): Promise<void> {
  await dataSource.query(
    `INSERT INTO bookings (user_id, owner_token, status, payment_status, parent_name, parent_email, parent_phone,
       child_name, child_age, event_date, event_time, guest_count, event_type, intensity, location_address,
       location_city, location_state, location_zip_code, location_space_details, package_cents, extra_guests_cents,
       photography_cents, videography_cents, custom_shirts_cents, custom_awards_cents, large_group_discount_cents,
       total_cents, duration_minutes, final_cents, amount_paid_cents, balance_due_cents, created_at, updated_at)
     SELECT NULL, gen_random_uuid(),
       (ARRAY['pending', 'confirmed', 'cancelled'])[1 + i % 3],
       (ARRAY['unpaid', 'completed', 'unpaid'])[1 + i % 3],
       (ARRAY['Jamie', 'Alex', 'Morgan', 'Taylor', 'Jordan', 'Casey'])[1 + i % 6] || ' Parent' || i,
       'parent' || i || '@example.com', '5551234567',
       (ARRAY['Ava', 'Liam', 'Noah', 'Emma', 'Mia', 'Zoé'])[1 + i % 7 % 6] || ' Kid' || (i % 997),
       3 + i % 16, current_date + (i % 730), '14:00', 4 + i % 47, 'birthday', 'medium',
       '12 Oak Street', 'Austin', 'TX', '78701', 'Big back yard with grass',
       40000, 1500 * greatest(0, (4 + i % 47) - 15), 0, 0, 0, 0, 0,
       40000 + 1500 * greatest(0, (4 + i % 47) - 15), 90,
       40000 + 1500 * greatest(0, (4 + i % 47) - 15), 0, 40000 + 1500 * greatest(0, (4 + i % 47) - 15),
       now() - (i % 525600) * interval '1 minute', now()
     FROM generate_series(1, $1::int) AS i`,
    [count],
  );
  await dataSource.query(
    `INSERT INTO booking_games (booking_id, position, game_id)
     SELECT b.id, p.position, (SELECT id FROM games ORDER BY id OFFSET p.position LIMIT 1)
     FROM bookings b CROSS JOIN generate_series(0, 2) AS p(position)
     WHERE NOT EXISTS (SELECT 1 FROM booking_games bg WHERE bg.booking_id = b.id)`,
  );
  await dataSource.query(`ANALYZE bookings`);
  await dataSource.query(`ANALYZE booking_games`);
}

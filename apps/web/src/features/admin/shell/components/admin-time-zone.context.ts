import { createContext, useCallback, useContext } from 'react';
import { dateTime } from '@/features/admin/shared/components/admin-format';

/**
 * The business's time zone (GET /api/site), which every instant in the admin area is shown in: an admin abroad and
 * the CSV read the same clock. Undefined (the browser's zone) until it is known.
 */
export const AdminTimeZoneContext = createContext<string | undefined>(undefined);

/**
 * How the admin area shows an instant: `dateTime` on the business's clock ("Nov 25, 2026, 6:23 AM"). Every admin
 * component formats its instants with this, so no part of the area falls back to the browser's zone.
 */
export function useAdminDateTime(): (iso: string | null | undefined) => string {
  const timeZone = useContext(AdminTimeZoneContext);
  return useCallback((iso) => dateTime(iso, timeZone), [timeZone]);
}

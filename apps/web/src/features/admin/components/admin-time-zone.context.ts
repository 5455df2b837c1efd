import { createContext, useContext } from 'react';

/**
 * The business's time zone (GET /api/site), which every instant in the admin area is shown in: an admin abroad and
 * the CSV read the same clock. Undefined (the browser's zone) until it is known.
 */
export const AdminTimeZoneContext = createContext<string | undefined>(undefined);

export const useAdminTimeZone = () => useContext(AdminTimeZoneContext);

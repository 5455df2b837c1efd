import type { AdminSettings } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/shared/api/keys';
import { api } from '@/lib/api-client';

/** GET /api/admin/settings: the settings and which still hold a placeholder (Settings edits them, the dashboard warns). */
export const useAdminSettings = () =>
  useQuery({ queryKey: adminKeys.settings(), queryFn: () => api.get<AdminSettings>('/api/admin/settings') });

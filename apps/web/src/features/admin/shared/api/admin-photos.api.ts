import type { PublicPhotos } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/shared/api/keys';
import { api } from '@/lib/api-client';

/**
 * GET /api/photos: what is uploaded (the public list; admins see what visitors see). Photos manages them, the
 * dashboard names the team members still without a portrait.
 */
export const useAdminPhotos = () =>
  useQuery({ queryKey: adminKeys.photos(), queryFn: () => api.get<PublicPhotos>('/api/photos') });

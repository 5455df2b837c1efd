import type { GalleryCategory, GalleryPhoto, TeamMemberKey, TeamPortrait } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/shared/api/keys';
import { apiRequest } from '@/lib/api-client';
import { sharedKeyRoots } from '@/lib/shared-query-keys';

export interface GalleryPhotoForm {
  file?: File;
  category: GalleryCategory;
  featured: boolean;
  alt: string;
}

/** The multipart form the upload routes read: text fields first, then the file. */
function formData(fields: Record<string, string>, file?: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', file);
  return form;
}

const galleryForm = ({ file, category, featured, alt }: GalleryPhotoForm) =>
  formData({ category, featured: String(featured), alt }, file);

/** Every change also changes the public pages' photos: their cached copy is refetched on its next use. */
function usePhotoMutation<V, R>(send: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.photos() });
      await queryClient.invalidateQueries({ queryKey: sharedKeyRoots.photos });
    },
  });
}

/** POST /api/admin/photos. */
export const useAddGalleryPhoto = () =>
  usePhotoMutation(
    async (form: GalleryPhotoForm) =>
      (await apiRequest('POST', '/api/admin/photos', galleryForm(form))).json() as Promise<GalleryPhoto>,
  );

/** PUT /api/admin/photos/{id}: new text, and a new picture when a file is given. */
export const useReplaceGalleryPhoto = () =>
  usePhotoMutation(
    async ({ id, ...form }: GalleryPhotoForm & { id: string }) =>
      (await apiRequest('PUT', `/api/admin/photos/${id}`, galleryForm(form))).json() as Promise<GalleryPhoto>,
  );

export const useDeleteGalleryPhoto = () =>
  usePhotoMutation(async (id: string) => {
    await apiRequest('DELETE', `/api/admin/photos/${id}`);
  });

/** PUT /api/admin/portraits/{member}: the member's one portrait, replacing any earlier one. */
export const usePutPortrait = () =>
  usePhotoMutation(
    async ({ member, file, alt }: { member: TeamMemberKey; file: File; alt: string }) =>
      (
        await apiRequest('PUT', `/api/admin/portraits/${member}`, formData({ alt }, file))
      ).json() as Promise<TeamPortrait>,
  );

export const useDeletePortrait = () =>
  usePhotoMutation(async (member: TeamMemberKey) => {
    await apiRequest('DELETE', `/api/admin/portraits/${member}`);
  });

import { sharedKeyRoots } from '@/lib/shared-query-keys';

export const mediaKeys = {
  /** The public photos; the admin's photo changes read them again. */
  photos: () => sharedKeyRoots.photos,
};

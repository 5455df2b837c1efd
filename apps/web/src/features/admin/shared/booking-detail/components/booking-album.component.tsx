import { Skeleton, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { AlbumUpload } from '@/components/ui/album-upload.ui';
import { adminKeys } from '@/features/admin/shared/api/keys';
import { useBookingAlbum, useDeleteBookingPhoto } from '@/features/admin/shared/booking-detail/api/booking-album.api';

/**
 * The booking's album in its detail (docs/product/albums.md#deleting-a-photo): the children without photo consent
 * named before an upload, the upload, and every photo with its Delete, so a family's request to take one down is two
 * taps (Delete, then its confirmation).
 */
export function BookingAlbum({ bookingId }: { bookingId: string }) {
  const album = useBookingAlbum(bookingId);
  const remove = useDeleteBookingPhoto(bookingId);
  const queryClient = useQueryClient();
  if (album.isPending) return <Skeleton height="80px" role="status" aria-label="Loading the album" />;
  if (album.isError) return <Text color="red">The album could not be loaded. Please try again later.</Text>;
  return (
    <AlbumUpload
      bookingId={bookingId}
      withoutConsent={album.data.withoutConsent}
      photos={album.data.photos}
      onDelete={remove}
      onUploaded={() => void queryClient.invalidateQueries({ queryKey: adminKeys.bookingAlbum(bookingId) })}
    />
  );
}

import { Box } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import type { GalleryFilter as Filter } from '@app/contracts';
import { EmptyState } from '@/components/ui/empty-state.ui';
import { ErrorState } from '@/components/ui/error-state.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { useGallery } from '@/features/catalog/api/get-gallery.api';
import { usePhotos } from '@/features/media/api/get-photos.api';
import { GalleryDialog } from '@/features/catalog/components/gallery-dialog.component';
import { GalleryFilter } from '@/features/catalog/components/gallery-filter.component';
import { GalleryGrid } from '@/features/catalog/components/gallery-grid.component';
import { galleryTiles, type GalleryTile } from '@/features/catalog/gallery-tiles';

/** /gallery's category filter, its grid and the full-size viewer (docs/product/pages.md#gallery-page). */
export function Component() {
  const [category, setCategory] = useState<Filter>('all');
  const [selected, setSelected] = useState<GalleryTile | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { data, isPending, isError } = useGallery();
  const photos = usePhotos().data?.gallery ?? [];
  if (isPending) return <LoadingState text="Loading gallery..." />;
  if (isError) return <ErrorState text="Failed to load gallery. Please try again later." />;
  const tiles = galleryTiles(data, photos);
  const images = category === 'all' ? tiles : tiles.filter((image) => image.category === category);
  return (
    <>
      <Box mb="6">
        <GalleryFilter value={category} onChange={setCategory} />
      </Box>
      {images.length === 0 ? (
        <EmptyState title="No images found in this category." hint="Try selecting a different category." />
      ) : (
        <GalleryGrid
          images={images}
          eager={3}
          onOpen={(image, tile) => {
            opener.current = tile;
            setSelected(image);
          }}
        />
      )}
      <GalleryDialog image={selected} onClose={() => setSelected(null)} returnFocusTo={opener} />
    </>
  );
}

import { Grid } from '@radix-ui/themes';
import { useState } from 'react';
import type { AlbumPhoto } from '@app/contracts';
import { AlbumViewer, photoLabel } from './album-viewer.component';

/**
 * An album's photos as thumbnails (lazy, so a long album loads as it is scrolled): a list of photos, each holding the
 * button that opens it full-screen. Shared by the parent's booking page and a family's album page.
 */
export function AlbumPhotos({ photos }: { photos: AlbumPhoto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <Grid asChild columns={{ initial: '3', sm: '4', md: '6' }} gap="2">
        <ul aria-label="Photos" className="album-grid">
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                className="album-thumb"
                aria-label={`Open ${photoLabel(i, photos.length).toLowerCase()}`}
                onClick={() => setOpen(i)}
              >
                <img src={photo.thumbUrl} alt={photoLabel(i, photos.length)} loading="lazy" width={160} height={160} />
              </button>
            </li>
          ))}
        </ul>
      </Grid>
      <AlbumViewer photos={photos} open={open} onOpen={setOpen} />
    </>
  );
}

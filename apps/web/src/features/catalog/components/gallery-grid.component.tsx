import { Grid } from '@radix-ui/themes';
import type { GalleryImage } from '@app/contracts';
import { artworkLoading } from './artwork-loading';

interface GalleryGridProps {
  images: GalleryImage[];
  /** When given, each tile is a button that opens the image; otherwise tiles are plain figures. */
  onOpen?: (image: GalleryImage, opener: HTMLElement) => void;
  columns?: { initial: string; sm?: string; md?: string };
  /** How many leading images can be in the first screen: those load at once, the rest lazily. */
  eager?: number;
}

export function GalleryGrid({
  images,
  onOpen,
  columns = { initial: '1', sm: '2', md: '3' },
  eager = 0,
}: GalleryGridProps) {
  return (
    <Grid columns={columns} gap="4" className="gallery-grid">
      {images.map((image, index) =>
        onOpen ? (
          <button
            key={image.id}
            type="button"
            className="gallery-tile"
            onClick={(event) => onOpen(image, event.currentTarget)}
            aria-label={`Open ${image.title}`}
          >
            <img src={image.imageUrl} alt={image.title} {...artworkLoading(index, eager)} width="600" height="450" />
            <span className="gallery-caption" aria-hidden>
              {image.title}
            </span>
          </button>
        ) : (
          <figure key={image.id} className="gallery-tile">
            <img src={image.imageUrl} alt={image.title} {...artworkLoading(index, eager)} width="600" height="450" />
            <figcaption className="gallery-caption">{image.title}</figcaption>
          </figure>
        ),
      )}
    </Grid>
  );
}

import { Grid } from '@radix-ui/themes';
import type { GalleryTile } from '../gallery-tiles';
import { artworkLoading } from './artwork-loading';

interface GalleryGridProps {
  images: GalleryTile[];
  /** When given, each tile is a button that opens the image; otherwise tiles are plain figures. */
  onOpen?: (image: GalleryTile, opener: HTMLElement) => void;
  columns?: { initial: string; sm?: string; md?: string };
  /** How many leading images can be in the first screen: those load at once, the rest lazily. */
  eager?: number;
}

/** A tile's width at the grid's columns (one on phones, two from Radix's sm, three from md in a ~1100 px container). */
const TILE_SIZES = '(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw';

function TileImage({ image, index, eager }: { image: GalleryTile; index: number; eager: number }) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? TILE_SIZES : undefined}
      alt={image.title}
      {...artworkLoading(index, eager)}
      width={image.width}
      height={image.height}
    />
  );
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
            key={image.key}
            type="button"
            className="gallery-tile"
            onClick={(event) => onOpen(image, event.currentTarget)}
            aria-label={`Open ${image.title}`}
          >
            <TileImage image={image} index={index} eager={eager} />
            <span className="gallery-caption" aria-hidden>
              {image.title}
            </span>
          </button>
        ) : (
          <figure key={image.key} className="gallery-tile">
            <TileImage image={image} index={index} eager={eager} />
            <figcaption className="gallery-caption">{image.title}</figcaption>
          </figure>
        ),
      )}
    </Grid>
  );
}

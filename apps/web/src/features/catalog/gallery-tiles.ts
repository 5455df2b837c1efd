import { photoSrcSet, type GalleryCategory, type GalleryImage, type GalleryPhoto } from '@app/contracts';

/** One picture of the gallery: a photo the business uploaded, or the artwork that ships with the site. */
export interface GalleryTile {
  key: string;
  /** The caption and the alt text (a photo's alt text, an artwork's title). */
  title: string;
  category: GalleryCategory;
  featured: boolean;
  src: string;
  /** Photos only: their WebP variants. */
  srcSet?: string;
  width: number;
  height: number;
}

/** The artwork's own proportions (public/images/gallery/*.svg). */
const ARTWORK = { width: 600, height: 450 };

/**
 * Photos replace the artwork category by category: a category with photos shows them (newest first), one without
 * keeps its artwork, so the gallery is never emptier than the artwork alone.
 */
export function galleryTiles(artwork: GalleryImage[], photos: GalleryPhoto[]): GalleryTile[] {
  const photographed = new Set(photos.map((p) => p.category));
  return [
    ...photos.map((p) => ({
      key: p.id,
      title: p.alt,
      category: p.category,
      featured: p.featured,
      src: p.url,
      srcSet: photoSrcSet(p),
      width: p.width,
      height: p.height,
    })),
    ...artwork
      .filter((a) => !photographed.has(a.category))
      .map((a) => ({
        key: `artwork-${a.id}`,
        title: a.title,
        category: a.category,
        featured: a.featured,
        src: a.imageUrl,
        ...ARTWORK,
      })),
  ];
}

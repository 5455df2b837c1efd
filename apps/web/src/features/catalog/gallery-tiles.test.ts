import { describe, expect, it } from 'vitest';
import type { GalleryImage, GalleryPhoto } from '@app/contracts';
import { galleryTiles } from './gallery-tiles';

const artwork = (id: number, category: GalleryImage['category']): GalleryImage => ({
  id,
  title: `Artwork ${id}`,
  imageUrl: `/images/gallery/artwork-${id}.svg`,
  category,
  featured: false,
});

const photo = (id: string, category: GalleryPhoto['category']): GalleryPhoto => ({
  id,
  alt: `Photo ${id}`,
  width: 1600,
  height: 1200,
  url: `/media/${id}-1600.webp`,
  variants: [
    { url: `/media/${id}-480.webp`, width: 480 },
    { url: `/media/${id}-1600.webp`, width: 1600 },
  ],
  createdAt: '2026-11-25T12:00:00.000Z',
  category,
  featured: true,
});

describe('galleryTiles', () => {
  const art = [artwork(1, 'action'), artwork(2, 'awards'), artwork(3, 'action')];

  it('is the artwork alone until a photo is uploaded', () => {
    expect(galleryTiles(art, []).map((t) => t.title)).toEqual(['Artwork 1', 'Artwork 2', 'Artwork 3']);
  });

  it("puts a category's photos in the place of its artwork; other categories keep theirs", () => {
    const tiles = galleryTiles(art, [photo('a', 'action')]);
    expect(tiles.map((t) => t.title)).toEqual(['Photo a', 'Artwork 2']);
    expect(tiles[0]).toMatchObject({
      src: '/media/a-1600.webp',
      srcSet: '/media/a-480.webp 480w, /media/a-1600.webp 1600w',
      width: 1600,
      height: 1200,
    });
    expect(tiles[1]).toMatchObject({ src: '/images/gallery/artwork-2.svg', width: 600, height: 450 });
    expect(tiles[1].srcSet).toBeUndefined();
  });
});

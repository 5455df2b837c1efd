import { galleryImageUrl, GalleryCategory, slugify } from '@app/contracts';
import type { GalleryImageEntity } from '../entities/gallery-image.entity';

const IMAGES: { title: string; category: GalleryCategory; featured: boolean }[] = [
  { title: 'Relay Race Finish Line', category: 'action', featured: true },
  { title: 'Tug of War Final Pull', category: 'action', featured: true },
  { title: 'Sack Race Sprint', category: 'action', featured: false },
  { title: 'Obstacle Course Tunnel Crawl', category: 'action', featured: false },
  { title: 'Capture the Flag Breakaway', category: 'action', featured: false },
  { title: 'Champions on the Podium', category: 'awards', featured: true },
  { title: 'Gold Medal Moment', category: 'awards', featured: false },
  { title: 'Team Trophy Celebration', category: 'awards', featured: true },
  { title: 'Birthday Champion Crown', category: 'awards', featured: false },
  { title: 'Custom Team Shirts', category: 'shirts', featured: true },
  { title: 'Red Team Ready to Play', category: 'shirts', featured: false },
  { title: 'Birthday Star Jersey', category: 'shirts', featured: false },
  { title: 'Game Day Equipment Setup', category: 'equipment', featured: true },
  { title: 'Cornhole Boards and Bean Bags', category: 'equipment', featured: false },
  { title: 'Rainbow Parachute', category: 'equipment', featured: false },
];

/** Artwork: /images/gallery/<slug>.svg. Six featured images: the home teaser shows 3 of at most 8. */
export const GALLERY_SEED: Omit<GalleryImageEntity, 'id'>[] = IMAGES.map((image) => ({
  ...image,
  slug: slugify(image.title),
  imageUrl: galleryImageUrl(image.title),
}));

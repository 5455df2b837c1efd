import type { GalleryImage, Testimonial } from '@app/contracts';

/**
 * Built-in sample content for the home page (docs/product/errors.md#errors): shown when the gallery or testimonial
 * request fails or returns nothing, so the page never has a hole. The artwork ships in public/images.
 */
export const FALLBACK_GALLERY: GalleryImage[] = [
  {
    id: -1,
    title: 'Relay Race Finish Line',
    imageUrl: '/images/gallery/relay-race-finish-line.svg',
    category: 'action',
    featured: true,
  },
  {
    id: -2,
    title: 'Champions on the Podium',
    imageUrl: '/images/gallery/champions-on-the-podium.svg',
    category: 'awards',
    featured: true,
  },
  {
    id: -3,
    title: 'Custom Team Shirts',
    imageUrl: '/images/gallery/custom-team-shirts.svg',
    category: 'shirts',
    featured: true,
  },
];

export const FALLBACK_TESTIMONIALS: Testimonial[] = [
  {
    id: -1,
    parentName: 'Sarah M.',
    parentInitial: 'S',
    role: 'Mom of two',
    rating: 5,
    review:
      'Twenty eight-year-olds, zero screens and not one meltdown. The MC had every kid cheering for each other by the second game.',
    sample: true,
    eventType: 'Birthday Party',
  },
  {
    id: -2,
    parentName: 'David R.',
    parentInitial: 'D',
    role: 'PTA organiser',
    rating: 5,
    review:
      'They ran our school field day like clockwork. Setup was done before we arrived and the awards ceremony was the highlight.',
    sample: true,
    eventType: 'School Event',
  },
  {
    id: -3,
    parentName: 'Priya K.',
    parentInitial: 'P',
    role: 'Mom of three',
    rating: 5,
    review:
      'I actually got to enjoy my son’s party. The custom shirts and medals made every child feel like a champion.',
    sample: true,
    eventType: 'Birthday Party',
  },
];

import type { GalleryCategory } from '../catalog/catalog.contract';
import { waitTime } from '../words/wait-time.words';

/**
 * Real photos: what an upload may be and what it becomes. The api's checks, the admin form's hints and the README read
 * these numbers from here.
 */
export const PHOTO_RULES = {
  /** JPEG, PNG or WebP, told by content (sharp's metadata), never by the file's name or declared type. */
  formats: ['jpeg', 'png', 'webp'],
  maxBytes: 10 * 1024 * 1024,
  /** Decoded size refused beyond this (a small file can decode into gigabytes: a decompression bomb). */
  maxPixels: 60_000_000,
  /**
   * Each side refused beyond this, WebP's own limit (a variant keeps the upload's height when it is narrow): a
   * 59,000,000 × 1 strip is within the pixel cap yet took half a minute to resize.
   */
  maxSide: 16_383,
  /** The WebP variants made of each upload, by width; none wider than the original (never upscaled). */
  widths: [480, 960, 1600],
  altMax: 200,
} as const;

/** The about page's team (apps/web's about.content adds their roles and stories): a portrait belongs to one. */
export const TEAM_MEMBERS = [
  { key: 'marcus-johnson', name: 'Marcus Johnson' },
  { key: 'elena-rodriguez', name: 'Elena Rodriguez' },
  { key: 'jamal-carter', name: 'Jamal Carter' },
] as const;
export type TeamMemberKey = (typeof TEAM_MEMBERS)[number]['key'];
export const TEAM_MEMBER_KEYS = TEAM_MEMBERS.map((m) => m.key);

/** The team members the About page still shows as initials (no portrait uploaded), in the team's order. */
export const membersWithoutPortrait = (portraits: readonly { member: TeamMemberKey }[]) =>
  TEAM_MEMBERS.filter((m) => !portraits.some((p) => p.member === m.key));

export const MEDIA_MESSAGES = {
  fileMissing: 'Choose a photo to upload.',
  formExpected: 'Upload photos as multipart/form-data with one file.',
  tooLarge: 'This photo is larger than 10 MB. Please upload a smaller file.',
  typeUnsupported: 'Photos must be JPEG, PNG or WebP images.',
  unreadable: 'This file is not an image we can read.',
  damaged: 'This photo is damaged or incomplete: its contents do not match its header. Please upload the original.',
  tooManyPixels: 'This image is too large to process (at most 60 megapixels and 16,383 pixels on each side).',
  notFound: 'No such photo.',
  storageUnavailable: 'Photos cannot be reached right now. Please try again in a moment.',
  alt: 'Describe the photo for people who cannot see it (alt text is required)',
  altTooLong: 'Alt text must be at most 200 characters',
  category: 'Please select a category',
  featured: 'Featured must be true or false',
  member: 'Please select a team member',
  tooMany: (seconds: number) => `Too many uploads. Please try again in ${waitTime(seconds)}.`,
} as const;

/** One WebP rendition of a photo, for `srcset`. */
interface PhotoVariant {
  url: string;
  width: number;
}

interface PhotoBase {
  id: string;
  alt: string;
  /** The largest variant's size: the aspect ratio a page reserves before the image arrives. */
  width: number;
  height: number;
  /** The largest variant (the `src`). */
  url: string;
  /** Narrowest first. */
  variants: PhotoVariant[];
  createdAt: string;
}

export interface GalleryPhoto extends PhotoBase {
  category: GalleryCategory;
  featured: boolean;
}

export interface TeamPortrait extends PhotoBase {
  member: TeamMemberKey;
}

/** GET /api/photos: everything uploaded, newest first; what pages show in place of the artwork. */
export interface PublicPhotos {
  gallery: GalleryPhoto[];
  portraits: TeamPortrait[];
}

/** A photo's variants as an `<img srcset>`. */
export const photoSrcSet = (photo: Pick<PhotoBase, 'variants'>): string =>
  photo.variants.map((v) => `${v.url} ${v.width}w`).join(', ');

import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MEDIA_MESSAGES as M, PHOTO_RULES } from '@app/contracts';
import { MediaException } from './media.exception';

export interface ProcessedVariant {
  /** Content-hashed file name. */
  file: string;
  bytes: Buffer;
  width: number;
  height: number;
}

const ACCEPTED: readonly string[] = PHOTO_RULES.formats;

/** The widths made for an image `width` px wide: the standard ones below it, then its own width capped at the largest. */
export function variantWidths(width: number): number[] {
  const largest = Math.max(...PHOTO_RULES.widths);
  return [...PHOTO_RULES.widths.filter((w) => w < Math.min(width, largest)), Math.min(width, largest)];
}

// sharp also checks the decoded size itself while decoding (limitInputPixels), whatever the header claimed.
const open = (bytes: Buffer) => sharp(bytes, { limitInputPixels: PHOTO_RULES.maxPixels });

/** What sharp's failure to read an upload means for the uploader (its errors carry no codes, only messages). */
function refusal(err: Error): never {
  throw /pixel limit/i.test(err.message)
    ? new MediaException('PHOTO_TOO_MANY_PIXELS', M.tooManyPixels)
    : new MediaException('PHOTO_UNREADABLE', M.unreadable);
}

/**
 * An upload turned into its WebP variants, or refused with a coded 4xx: judged by its content (the decoder's view of
 * it), never by the name or type the browser sent. EXIF orientation is applied and every metadata block (GPS
 * included) is dropped, as sharp does by default.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedVariant[]> {
  const meta = await open(bytes).metadata().catch(refusal);
  if (!ACCEPTED.includes(meta.format)) throw new MediaException('PHOTO_TYPE_UNSUPPORTED', M.typeUnsupported);
  if (meta.width * meta.height > PHOTO_RULES.maxPixels) {
    throw new MediaException('PHOTO_TOO_MANY_PIXELS', M.tooManyPixels);
  }
  const variants: ProcessedVariant[] = [];
  // One at a time: each decode of a large photo holds its pixels in memory, and libvips already uses every core.
  for (const width of variantWidths(meta.autoOrient.width)) {
    const { data, info } = await open(bytes)
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true })
      .catch(refusal);
    const hash = createHash('sha256').update(data).digest('base64url').slice(0, 22);
    variants.push({ file: `${hash}.webp`, bytes: data, width: info.width, height: info.height });
  }
  return variants;
}

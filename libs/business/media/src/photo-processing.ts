import sharp from 'sharp';
import { MEDIA_MESSAGES as M, PHOTO_RULES } from '@app/contracts';
import { inImageLine } from './image-work';
import { MediaException } from './media.exception';
import { fileNameFor } from './photo-storage';

export interface ProcessedVariant {
  /** Content-hashed file name. */
  file: string;
  bytes: Buffer;
  width: number;
  height: number;
}

const ACCEPTED: readonly string[] = PHOTO_RULES.formats;

/** The widths made for an image `width` px wide: the standard ones below it, then its own width capped at the largest. */
function variantWidths(width: number): number[] {
  const largest = Math.max(...PHOTO_RULES.widths);
  return [...PHOTO_RULES.widths.filter((w) => w < Math.min(width, largest)), Math.min(width, largest)];
}

// sharp also checks the decoded size itself while decoding (limitInputPixels), whatever the header claimed.
const open = (bytes: Buffer) => sharp(bytes, { limitInputPixels: PHOTO_RULES.maxPixels });

/**
 * What sharp's failure to read an upload means for the uploader (its errors carry no codes, only messages): too many
 * pixels; no image signature at all (text, a document); or else a signature over bytes that are not that image, a
 * header that lies (a JPEG's first bytes before text, a PNG claiming pixels its data lacks) or a file cut short.
 */
function refusal(err: Error): never {
  if (/pixel limit/i.test(err.message)) throw new MediaException('PHOTO_TOO_MANY_PIXELS', M.tooManyPixels);
  if (/unsupported image format/i.test(err.message)) throw new MediaException('PHOTO_UNREADABLE', M.unreadable);
  throw new MediaException('PHOTO_DAMAGED', M.damaged);
}

/** Refused from the header, before any decoding: too many pixels, or a side no WebP can have. */
const tooLarge = (width: number, height: number) =>
  width * height > PHOTO_RULES.maxPixels || Math.max(width, height) > PHOTO_RULES.maxSide;

/**
 * An upload turned into its WebP variants, or refused with a coded 4xx: judged by its content (the decoder's view of
 * it), never by the name or type the browser sent. EXIF orientation is applied and every metadata block (GPS
 * included) is dropped, as sharp does by default. One upload at a time per process (inImageLine).
 */
export function processPhoto(bytes: Buffer): Promise<ProcessedVariant[]> {
  return inImageLine(() => variantsOf(bytes));
}

async function variantsOf(bytes: Buffer): Promise<ProcessedVariant[]> {
  const meta = await open(bytes).metadata().catch(refusal);
  if (!ACCEPTED.includes(meta.format)) throw new MediaException('PHOTO_TYPE_UNSUPPORTED', M.typeUnsupported);
  if (tooLarge(meta.width, meta.height)) throw new MediaException('PHOTO_TOO_MANY_PIXELS', M.tooManyPixels);
  const widths = variantWidths(meta.autoOrient.width);
  // Decoded once, to the largest variant's pixels; the smaller variants are made from those.
  const largest = await open(bytes)
    .autoOrient()
    .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(refusal);
  const { width, height, channels } = largest.info;
  const variants: ProcessedVariant[] = [];
  for (const w of widths) {
    const { data, info } = await sharp(largest.data, { raw: { width, height, channels } })
      .resize({ width: w })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ file: fileNameFor(data), bytes: data, width: info.width, height: info.height });
  }
  return variants;
}

import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like image of `width` × `height` in `format` (a gradient, so the encoders have something to encode). */
export async function testImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff',
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = 128;
    pixels[i + 2] = 200;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A decompression bomb: a few hundred bytes of PNG whose header claims `width` × `height` pixels (the IHDR rewritten
 * and its checksum fixed), as an attacker would send to make the server allocate gigabytes.
 */
export async function pngBomb(width: number, height: number): Promise<Buffer> {
  const png = await testImage(8, 8, 'png');
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), ..., CRC over type+data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A PNG chunk: length, type, data, and the CRC over type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A valid black PNG of `width` × `height` (1 bit per pixel): a few KB however many pixels, since its rows deflate to
 * nothing. Unlike pngBomb it decodes, so only the size checks can stop it (59,000,000 × 1 took 27 s to resize).
 */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), compression, filter and interlace 0
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8))); // each row: filter byte 0, then its bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A large photo that is cheap to send and dear to process: one colour, interlaced (the decoder must hold every
 * pixel before resizing, as with a progressive JPEG). 7,700 × 7,700 is under 1 MB and takes about a second to turn
 * into variants on a quiet 2-core machine.
 */
export function heavyPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png({ progressive: true })
    .toBuffer();
}

/** A small SVG drawing: an image, but not a photo format we take (it may carry scripts and links). */
export const svgImage = (): Buffer =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="red"/></svg>',
  );

/** A file whose header lies: a JPEG's first bytes (its start-of-image marker and a JFIF segment's), then text. */
export const lyingJpeg = (): Buffer =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a photo\n'.repeat(40))]);

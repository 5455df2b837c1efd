import { crc32 } from 'node:zlib';
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

import { Injectable, StreamableFile } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { BookingsException } from '@app/bookings';
import { BOOKING_MESSAGES } from '@app/contracts';
import { MEDIA_CONTENT_TYPE, PhotoStorage } from '@app/media';
import type { AlbumPhotoEntity } from './entities';

/** A stored file that the album names but the storage lacks: an answer cut short rather than a broken zip. */
const missing = (file: string) => new Error(`album file ${file} is not in the photo storage`);

/**
 * An album's files on their way out, streamed from the photo storage whichever it is (a folder or S3): one photo, or
 * all of them as one zip. The zip is written as it is read (yazl): each photo's file is opened only when its turn
 * comes and flows through with the response's backpressure, so memory stays the same whatever the album's size.
 */
@Injectable()
export class AlbumFiles {
  constructor(private readonly storage: PhotoStorage) {}

  async photo(row: AlbumPhotoEntity, size: 'thumb' | 'full'): Promise<StreamableFile> {
    const name = size === 'thumb' ? row.thumbFile : row.fullFile;
    const file = await this.storage.read(name);
    if (!file) throw new BookingsException('BOOKING_NOT_FOUND', BOOKING_MESSAGES.notFound);
    return new StreamableFile(file.body, { type: MEDIA_CONTENT_TYPE, length: file.length });
  }

  /** Every photo at its full size, `photo-001.webp` on, as a zip named `fileName`. */
  zip(rows: AlbumPhotoEntity[], fileName: string): StreamableFile {
    const zip = new ZipFile();
    const open = new Set<Readable>();
    const width = Math.max(3, String(rows.length).length);
    rows.forEach((row, i) => {
      // WebP is compressed already: stored as it is, the zip costs no CPU.
      zip.addReadStreamLazy(`photo-${String(i + 1).padStart(width, '0')}.webp`, { compress: false }, (cb) => {
        this.storage.read(row.fullFile).then(
          (file) => {
            if (!file) return cb(missing(row.fullFile), undefined as never);
            open.add(file.body);
            file.body.once('close', () => open.delete(file.body));
            cb(null, file.body);
          },
          (err: unknown) => cb(err, undefined as never),
        );
      });
    });
    zip.end();
    const output = zip.outputStream as Readable;
    // A failure mid-way ends the download (the client sees a cut zip, never a wrong one); a client that leaves
    // closes the file being read.
    zip.on('error', (err: Error) => output.destroy(err));
    output.once('close', () => open.forEach((body) => body.destroy()));
    return new StreamableFile(output, { type: 'application/zip', disposition: `attachment; filename="${fileName}"` });
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  MEDIA_MESSAGES as M,
  type GalleryPhoto,
  type GalleryPhotoFieldsDto,
  type PortraitFieldsDto,
  type PublicPhotos,
  type TeamMemberKey,
  type TeamPortrait,
} from '@app/contracts';
import { KeptRead } from '@app/database';
import { MediaException } from './media.exception';
import { PhotoEntity, type StoredVariant } from './photo.entity';
import { processPhoto } from './photo-processing';
import { PhotoStorage, mediaUrl } from './photo-storage';

const notFound = () => new MediaException('PHOTO_NOT_FOUND', M.notFound);

const base = (p: PhotoEntity) => {
  const largest = p.variants[p.variants.length - 1];
  return {
    id: p.id,
    alt: p.alt,
    width: p.width,
    height: p.height,
    url: mediaUrl(largest.file),
    variants: p.variants.map((v) => ({ url: mediaUrl(v.file), width: v.width })),
    createdAt: p.createdAt.toISOString(),
  };
};
const toGalleryPhoto = (p: PhotoEntity): GalleryPhoto => ({
  ...base(p),
  category: p.category!,
  featured: p.featured,
});
const toPortrait = (p: PhotoEntity): TeamPortrait => ({ ...base(p), member: p.member! });

/**
 * Gallery photos and team portraits. Files are stored before the row that names them is written, and removed only after
 * the row that named them is gone and no other row names them (two uploads of the same picture share files), so a page
 * never links a missing file. The public list is read on every public page, so it is kept (KeptRead); a change here
 * is seen on the next request, another replica's within KEPT_READ_MS.
 */
@Injectable()
export class PhotosService {
  private readonly logger = new Logger(PhotosService.name);
  private readonly kept = new KeptRead<PublicPhotos>(
    () => this.read(),
    (err) => this.logger.warn(`photos read failed (${String(err)}); serving the kept list`),
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: PhotoStorage,
  ) {}

  /** The kept public list (read-only). */
  async list(): Promise<PublicPhotos> {
    return this.kept.current();
  }

  async addToGallery(file: Buffer | undefined, fields: GalleryPhotoFieldsDto): Promise<GalleryPhoto> {
    const stored = await this.store(file);
    const row = await this.dataSource.getRepository(PhotoEntity).save({ kind: 'gallery', ...fields, ...stored });
    this.kept.invalidate();
    return toGalleryPhoto(await this.dataSource.getRepository(PhotoEntity).findOneByOrFail({ id: row.id }));
  }

  /** New text, and a new picture when a file came with it. */
  async replaceInGallery(id: string, file: Buffer | undefined, fields: GalleryPhotoFieldsDto): Promise<GalleryPhoto> {
    const stored = file ? await this.store(file) : {};
    const { row, old } = await this.dataSource.transaction(async (m) => {
      const current = await this.lockGalleryPhoto(m, id);
      await m.update(PhotoEntity, { id }, { ...fields, ...stored });
      return { row: await m.findOneByOrFail(PhotoEntity, { id }), old: current.variants };
    });
    this.kept.invalidate();
    if (file) await this.removeUnreferenced(old);
    return toGalleryPhoto(row);
  }

  async removeFromGallery(id: string): Promise<void> {
    const old = await this.dataSource.transaction(async (m) => {
      const current = await this.lockGalleryPhoto(m, id);
      await m.delete(PhotoEntity, { id });
      return current.variants;
    });
    this.kept.invalidate();
    await this.removeUnreferenced(old);
  }

  /** A member has one portrait: a new one takes the place of the last. */
  async putPortrait(member: TeamMemberKey, file: Buffer | undefined, fields: PortraitFieldsDto): Promise<TeamPortrait> {
    const stored = await this.store(file);
    const { row, old } = await this.dataSource.transaction(async (m) => {
      const current = await m.findOne(PhotoEntity, {
        where: { kind: 'portrait', member },
        lock: { mode: 'pessimistic_write' },
      });
      // An upsert, so two first uploads for one member at once both succeed (the later one wins).
      await m.query(
        `INSERT INTO photos (kind, member, alt, width, height, variants) VALUES ('portrait', $1, $2, $3, $4, $5)
         ON CONFLICT (member) WHERE kind = 'portrait' DO UPDATE
           SET alt = excluded.alt, width = excluded.width, height = excluded.height, variants = excluded.variants,
               created_at = now()`,
        [member, fields.alt, stored.width, stored.height, JSON.stringify(stored.variants)],
      );
      return { row: await m.findOneByOrFail(PhotoEntity, { kind: 'portrait', member }), old: current?.variants ?? [] };
    });
    this.kept.invalidate();
    await this.removeUnreferenced(old);
    return toPortrait(row);
  }

  async removePortrait(member: TeamMemberKey): Promise<void> {
    const removed = await this.dataSource.transaction(async (m) => {
      const current = await m.findOne(PhotoEntity, {
        where: { kind: 'portrait', member },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) throw notFound();
      await m.delete(PhotoEntity, { id: current.id });
      return current.variants;
    });
    this.kept.invalidate();
    await this.removeUnreferenced(removed);
  }

  private async read(): Promise<PublicPhotos> {
    const rows = await this.dataSource.getRepository(PhotoEntity).find({ order: { createdAt: 'DESC', id: 'ASC' } });
    return {
      gallery: rows.filter((p) => p.kind === 'gallery').map(toGalleryPhoto),
      portraits: rows.filter((p) => p.kind === 'portrait').map(toPortrait),
    };
  }

  private async store(file: Buffer | undefined): Promise<Pick<PhotoEntity, 'width' | 'height' | 'variants'>> {
    if (!file) throw new MediaException('PHOTO_FILE_MISSING', M.fileMissing);
    const variants = await processPhoto(file);
    for (const v of variants) await this.storage.put(v.file, v.bytes);
    const largest = variants[variants.length - 1];
    return {
      width: largest.width,
      height: largest.height,
      variants: variants.map(({ file: name, width }) => ({ file: name, width })),
    };
  }

  private async lockGalleryPhoto(m: EntityManager, id: string): Promise<PhotoEntity> {
    // Not a uuid cannot name a photo: the same 404 as an unknown one, without asking PostgreSQL to parse it.
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound();
    const row = await m.findOne(PhotoEntity, { where: { id, kind: 'gallery' }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw notFound();
    return row;
  }

  private async removeUnreferenced(variants: StoredVariant[]): Promise<void> {
    if (!variants.length) return;
    const files = variants.map((v) => v.file);
    const rows: { file: string }[] = await this.dataSource.query(
      `SELECT DISTINCT v->>'file' AS file FROM photos, jsonb_array_elements(variants) v WHERE v->>'file' = ANY($1)`,
      [files],
    );
    const inUse = new Set(rows.map((r) => r.file));
    for (const file of files) if (!inUse.has(file)) await this.storage.remove(file);
  }
}

import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { GalleryCategory, TeamMemberKey } from '@app/contracts';

/** One stored WebP rendition: its file name in the media storage and its width. */
export interface StoredVariant {
  file: string;
  width: number;
}

@Entity('photos')
@Check(
  'photos_kind_check',
  `(kind = 'gallery' AND category IN ('action', 'awards', 'shirts', 'equipment') AND member IS NULL)
          OR (kind = 'portrait' AND member IS NOT NULL AND category IS NULL)`,
)
@Check('photos_alt_check', `alt <> ''`)
// A member has one portrait: a new one replaces it.
@Index('photos_member_key', ['member'], { unique: true, where: `kind = 'portrait'` })
@Index('photos_kind_created_at_idx', ['kind', 'createdAt'])
export class PhotoEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  kind: 'gallery' | 'portrait';

  @Column('text', { nullable: true })
  category: GalleryCategory | null;

  @Column('boolean', { default: false })
  featured: boolean;

  @Column('text', { nullable: true })
  member: TeamMemberKey | null;

  @Column('text')
  alt: string;

  @Column('integer')
  width: number;

  @Column('integer')
  height: number;

  /** Narrowest first. */
  @Column('jsonb')
  variants: StoredVariant[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

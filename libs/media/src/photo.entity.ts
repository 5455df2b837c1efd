import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { GalleryCategory, TeamMemberKey } from '@app/contracts';

/** One stored WebP rendition: its file name in the media storage and its width. */
export interface StoredVariant {
  file: string;
  width: number;
}

@Entity('photos')
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

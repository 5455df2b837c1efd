import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { GalleryCategory } from '@app/contracts';

@Entity('gallery_images')
export class GalleryImageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text', { unique: true })
  slug: string;

  @Column('text')
  title: string;

  @Column('text')
  imageUrl: string;

  @Column('text')
  category: GalleryCategory;

  @Column('boolean')
  featured: boolean;
}

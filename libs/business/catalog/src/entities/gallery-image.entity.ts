import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { GalleryCategory } from '@app/contracts';

@Entity('gallery_images')
@Check('gallery_images_category_check', `category IN ('action', 'awards', 'shirts', 'equipment')`)
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

  @Column('boolean', { default: false })
  featured: boolean;
}

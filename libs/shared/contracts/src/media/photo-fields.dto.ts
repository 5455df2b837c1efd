import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { GALLERY_CATEGORIES, type GalleryCategory } from '../catalog/catalog.contract';
import { MEDIA_MESSAGES as M, PHOTO_RULES as R, TEAM_MEMBER_KEYS, type TeamMemberKey } from './media.contract';
import { Rules } from '../validation/rules.decorator';
import { trim } from '../validation/input.transforms';

const UPLOAD_CATEGORIES = GALLERY_CATEGORIES.filter((c): c is GalleryCategory => c !== 'all');

/** Form fields arrive as text: "true"/"false" become booleans, anything else stays so the check names it. */
const formBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** The text beside a portrait's file (PUT /api/admin/portraits/:member). */
export class PortraitFieldsDto {
  @Transform(trim)
  @Rules(IsString({ message: M.alt }), MinLength(1, { message: M.alt }), MaxLength(R.altMax, { message: M.altTooLong }))
  alt: string;
}

/** The fields beside a gallery photo's file (POST /api/admin/photos, PUT /api/admin/photos/:id). */
export class GalleryPhotoFieldsDto extends PortraitFieldsDto {
  @Rules(IsIn(UPLOAD_CATEGORIES, { message: M.category }))
  category: GalleryCategory;

  @Transform(formBoolean)
  @Rules(IsBoolean({ message: M.featured }))
  featured: boolean;
}

/** The `:member` of /api/admin/portraits/:member. */
export class PortraitParamsDto {
  @Rules(IsIn(TEAM_MEMBER_KEYS, { message: M.member }))
  member: TeamMemberKey;
}

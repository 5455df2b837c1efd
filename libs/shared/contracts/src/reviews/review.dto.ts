import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  REVIEW_DECISIONS,
  REVIEW_MESSAGES as M,
  REVIEW_RULES as R,
  REVIEW_STATUSES,
  type ReviewDecision,
  type ReviewModerationRequest,
  type ReviewRequest,
  type ReviewStatus,
} from './reviews.contract';
import { IsMultiLine, IsName } from '../validation/plain-text.validator';
import { Rules } from '../validation/rules.decorator';
import { trim } from '../validation/input.transforms';

/** POST /api/reviews/:token and the review page's form (docs/product/reviews.md#the-review-page). */
export class ReviewDto implements ReviewRequest {
  @Rules(IsInt({ message: M.rating }), Min(R.ratingMin, { message: M.rating }), Max(R.ratingMax, { message: M.rating }))
  rating: number;

  @Transform(trim)
  @Rules(
    IsString({ message: M.text }),
    MaxLength(R.textMax, { message: M.text }),
    IsName('Your review', { multiLine: true }),
  )
  text: string;

  @IsBoolean({ message: M.publish })
  publish: boolean;
}

/**
 * PATCH /api/admin/reviews/:id: on the version the admin read; a rejection needs its reason, which is kept
 * (docs/product/reviews.md#moderation).
 */
export class ReviewModerationDto implements ReviewModerationRequest {
  @Rules(IsInt({ message: M.version }), Min(1, { message: M.version }))
  version: number;

  @IsOptional()
  @IsIn(REVIEW_DECISIONS, { message: M.status })
  status?: ReviewDecision;

  @IsOptional()
  @IsBoolean({ message: M.featured })
  featured?: boolean;

  @Transform(trim)
  @ValidateIf((o: ReviewModerationDto) => o.status === 'rejected' || o.reason !== undefined)
  @Rules(
    IsString({ message: M.reasonRequired }),
    MinLength(1, { message: M.reasonRequired }),
    MaxLength(R.reasonMax, { message: M.reason }),
    IsMultiLine('The reason'),
  )
  reason?: string;
}

/** GET /api/admin/reviews?status=: one status, or every review. */
export class ReviewListQueryDto {
  @IsOptional()
  @IsIn(REVIEW_STATUSES, { message: M.statusFilter })
  status?: ReviewStatus;
}

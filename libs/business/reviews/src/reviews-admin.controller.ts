import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { Roles } from '@app/accounts';
import { REVIEW_MESSAGES, ReviewListQueryDto, ReviewModerationDto, type AdminReview } from '@app/contracts';
import { serialIdPipe } from '@app/platform';
import { ReviewModeration } from './review-moderation.service';
import { ReviewsException } from './reviews.exception';

const ReviewIdPipe = serialIdPipe(() => new ReviewsException('REVIEW_NOT_FOUND', REVIEW_MESSAGES.reviewNotFound));

/** Review moderation (docs/product/reviews.md#moderation): admins only (401 anonymous, 403 anyone else). */
@Controller('admin/reviews')
@Roles('admin')
export class ReviewsAdminController {
  constructor(private readonly moderation: ReviewModeration) {}

  @Get()
  list(@Query() query: ReviewListQueryDto): Promise<AdminReview[]> {
    return this.moderation.list(query.status);
  }

  @Patch(':id')
  decide(@Param('id', ReviewIdPipe) id: number, @Body() dto: ReviewModerationDto): Promise<AdminReview> {
    return this.moderation.decide(id, dto);
  }
}

import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ReviewDto, type ReviewDraft, type ReviewInvitation } from '@app/contracts';
import { ReviewInvitations } from './review-invitations.service';

/** The thank-you's review link (docs/product/reviews.md#the-review-link): whoever holds it, no sign-in. */
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly invitations: ReviewInvitations) {}

  @Get(':token')
  open(@Param('token') token: string): Promise<ReviewInvitation> {
    return this.invitations.open(token);
  }

  /** 201 with the review as stored: the first post writes it, the next ones edit it until an admin decides. */
  @Post(':token')
  write(@Param('token') token: string, @Body() dto: ReviewDto): Promise<ReviewDraft> {
    return this.invitations.write(token, dto);
  }
}

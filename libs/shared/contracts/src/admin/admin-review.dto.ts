import { IsBoolean, IsIn } from 'class-validator';
import {
  ADMIN_MESSAGES as M,
  CUSTOM_GAME_REVIEW_STATUSES,
  type ContactMessageReadRequest,
  type CustomGameReviewRequest,
  type CustomGameReviewStatus,
} from './admin.contract';

/** PATCH /api/admin/custom-games/:id: an admin's decision on a submitted game. */
export class CustomGameReviewDto implements CustomGameReviewRequest {
  @IsIn(CUSTOM_GAME_REVIEW_STATUSES, { message: M.reviewStatus })
  status: CustomGameReviewStatus;
}

/** PATCH /api/admin/contact-messages/:id: marks a message read or unread again. */
export class ContactMessageReadDto implements ContactMessageReadRequest {
  @IsBoolean({ message: M.read })
  read: boolean;
}

import { ReviewEntity } from './review.entity';
import { ThankYouEntity } from './thank-you.entity';

export const REVIEWS_ENTITIES = [ReviewEntity, ThankYouEntity];

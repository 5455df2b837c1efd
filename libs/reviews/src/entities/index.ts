import { ReviewEntity } from './review.entity';
import { ThankYouEntity } from './thank-you.entity';

export { ReviewEntity, ThankYouEntity };
export const REVIEWS_ENTITIES = [ReviewEntity, ThankYouEntity];

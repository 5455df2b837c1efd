export * from './review.dto';
export * from './reviews.contract';

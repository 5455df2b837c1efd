export * from './reviews.module';
export { Testimonials } from './testimonials.service';
export { ReviewPersonalData } from './review-personal-data';

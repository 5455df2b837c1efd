export * from './reviews.module';
export { Testimonials } from './testimonials.service';

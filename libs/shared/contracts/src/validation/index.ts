export * from './booking.validators';
export * from './day-bounds.validator';
export * from './email.validator';
export * from './form-validator.options';
export * from './is-email-address.decorator';
export * from './plain-text.validator';
export * from './rules.decorator';
export * from './serial-id.validator';
export { cleanText } from './input.transforms';

export * from './media.contract';
export * from './photo-fields.dto';

import { IsIn, IsOptional, IsString } from 'class-validator';

export const DOCUMENT_FORMATS = ['pdf', 'html'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** `?format=html` gives the stored HTML instead of the PDF. */
export class DocumentQueryDto {
  @IsOptional()
  @IsIn(DOCUMENT_FORMATS, { message: 'format must be pdf or html' })
  format?: DocumentFormat;

  /** The booking's signed link: BookingCaller reads it, the caller's access decides. */
  @IsOptional()
  @IsString()
  token?: string;
}

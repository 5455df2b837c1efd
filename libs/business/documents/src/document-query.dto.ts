import { IsIn, IsOptional, IsString } from 'class-validator';
import {
  DOCUMENT_FORMATS,
  DOCUMENT_QUERY_MESSAGES as M,
  type DocumentFormat,
  PAPER_SIZES,
  type PaperSize,
} from '@app/contracts';

export { type DocumentFormat };

/** `?format=html` gives the stored HTML instead of the PDF. */
export class DocumentQueryDto {
  @IsOptional()
  @IsIn(DOCUMENT_FORMATS, { message: M.format })
  format?: DocumentFormat;

  /** The booking's signed link: BookingCaller reads it, the caller's access decides. */
  @IsOptional()
  @IsString()
  token?: string;
}

/** The certificates and the run sheet: `?paper=a4` prints on A4, Letter otherwise; the link's token as above. */
export class PrintQueryDto {
  @IsOptional()
  @IsIn(PAPER_SIZES, { message: M.paper })
  paper?: PaperSize;

  @IsOptional()
  @IsString()
  token?: string;
}

import type { Type, ValidationPipe } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MEDIA_MESSAGES as M, PHOTO_RULES } from '@app/contracts';
import { MediaException } from './media.exception';

export interface PhotoUpload<T> {
  /** Absent when the form carried no file (a replacement that changes only the text). */
  file?: Buffer;
  fields: T;
}

/** Fields are short texts; the one file is checked against the size limit as it streams in. */
const LIMITS = { limits: { fileSize: PHOTO_RULES.maxBytes, files: 1, fields: 8, fieldSize: 4096, parts: 9 } };

/**
 * Reads a multipart form with at most one file and validates its text fields with `dto` through `pipe` (the
 * validation pipe of createValidationPipe: the same messages and 400 as a JSON body). A file past PHOTO_RULES.maxBytes
 * is a 413 as soon as that many bytes have arrived.
 */
export async function readPhotoUpload<T>(
  req: FastifyRequest,
  dto: Type<T>,
  pipe: ValidationPipe,
): Promise<PhotoUpload<T>> {
  if (!req.isMultipart()) throw new MediaException('PHOTO_FORM_EXPECTED', M.formExpected);
  const raw: Record<string, unknown> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of req.parts(LIMITS)) {
      if (part.type === 'file') file = await part.toBuffer();
      else raw[part.fieldname] = part.value;
    }
  } catch (err) {
    if (err instanceof req.server.multipartErrors.RequestFileTooLargeError) {
      throw new MediaException('PHOTO_TOO_LARGE', M.tooLarge);
    }
    throw new MediaException('PHOTO_FORM_EXPECTED', M.formExpected);
  }
  const fields = (await pipe.transform(raw, { type: 'body', metatype: dto })) as T;
  return { file: file?.length ? file : undefined, fields };
}

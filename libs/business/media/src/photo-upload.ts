import { HttpException, type Type, type ValidationPipe } from '@nestjs/common';
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

/**
 * Reads a multipart form of up to `maxFiles` photos (their field names are not read), handing each to `onFile` as it
 * arrives: the form waits while one is handled, so one photo's bytes are in memory at a time however many are sent.
 * Past `maxFiles` is `tooMany()`; a file past PHOTO_RULES.maxBytes a 413 PHOTO_TOO_LARGE. Files handled before a
 * refusal stay handled.
 */
export async function readPhotoFiles(
  req: FastifyRequest,
  maxFiles: number,
  onFile: (bytes: Buffer) => Promise<void>,
  tooMany: () => Error,
): Promise<void> {
  if (!req.isMultipart()) throw new MediaException('PHOTO_FORM_EXPECTED', M.formExpected);
  const limits = { limits: { fileSize: PHOTO_RULES.maxBytes, files: maxFiles, fields: 0, parts: maxFiles } };
  let files = 0;
  const { FilesLimitError, PartsLimitError, RequestFileTooLargeError } = req.server.multipartErrors;
  try {
    for await (const part of req.parts(limits)) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (!bytes.length) continue;
      files += 1;
      await onFile(bytes);
    }
  } catch (err) {
    if (err instanceof FilesLimitError || err instanceof PartsLimitError) throw tooMany();
    if (err instanceof RequestFileTooLargeError) throw new MediaException('PHOTO_TOO_LARGE', M.tooLarge);
    // A refusal of one photo (its content, the storage) is the answer as it stands.
    if (err instanceof HttpException) throw err;
    throw new MediaException('PHOTO_FORM_EXPECTED', M.formExpected);
  }
  if (!files) throw new MediaException('PHOTO_FILE_MISSING', M.fileMissing);
}

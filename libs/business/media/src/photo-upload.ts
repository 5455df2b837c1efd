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

/** A failure of the handler of one photo, carried out of the form's loop as it is: never taken for a malformed form. */
class HandlerFailure extends Error {
  constructor(readonly error: unknown) {
    super('a photo handler failed');
  }
}

/**
 * Reads a multipart form of up to `maxFiles` photos (their field names are not read), handing each to `onFile` as it
 * arrives: the form waits while one is handled, so one photo's bytes are in memory at a time however many are sent.
 * Past `maxFiles` is `tooMany()`; a file past PHOTO_RULES.maxBytes a 413 PHOTO_TOO_LARGE; only a form that cannot be
 * read is PHOTO_FORM_EXPECTED. What `onFile` throws is the answer as it is: a photo refused for its content (not an
 * image, a type not taken, too many pixels) with its own code, the storage's outage a 503. Files handled before a
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
      await onFile(bytes).catch((error: unknown) => {
        throw new HandlerFailure(error);
      });
    }
  } catch (err) {
    if (err instanceof HandlerFailure) throw err.error;
    if (err instanceof FilesLimitError || err instanceof PartsLimitError) throw tooMany();
    if (err instanceof RequestFileTooLargeError) throw new MediaException('PHOTO_TOO_LARGE', M.tooLarge);
    throw new MediaException('PHOTO_FORM_EXPECTED', M.formExpected);
  }
  if (!files) throw new MediaException('PHOTO_FILE_MISSING', M.fileMissing);
}

import { Injectable, PipeTransform, Type } from '@nestjs/common';
import { isUUID } from 'class-validator';

/**
 * A pipe for an id in the path that the handler reads as text (a UUID, a game's reference "custom-3"): anything that
 * cannot be one is simply a row that does not exist, so `notFound` decides the error (the domain's 404 with its
 * message), never a 400 nor the database's refusal of the text (a 500). serialIdPipe is its twin for serial ids.
 */
export function pathIdPipe(
  isId: (value: string) => boolean,
  notFound: () => Error,
): Type<PipeTransform<string, string>> {
  @Injectable()
  class PathIdPipe implements PipeTransform<string, string> {
    transform(value: string): string {
      if (!isId(value)) throw notFound();
      return value;
    }
  }
  return PathIdPipe;
}

/** A UUID in the path (a booking's, a roster child's, a photo's): any version, as PostgreSQL's uuid reads it. */
export const uuidIdPipe = (notFound: () => Error): Type<PipeTransform<string, string>> =>
  pathIdPipe((value) => isUUID(value, 'all'), notFound);

import { prepareJson, type PreparedJson } from '@app/http';

/**
 * Filters a parent's browser can send are few; a copy keeps at most this many answers, and any further filter is
 * prepared for its request alone, so odd query strings cannot grow the memory.
 */
export const ANSWERS_PER_COPY = 64;

/**
 * Answers made from one copy of the catalogue (the snapshot's CatalogData), serialised and hashed the first time they
 * are asked for. They are kept with that copy: a new catalogue version is a new copy, so it starts with none and the
 * old answers go with the old copy.
 */
export class PreparedAnswers {
  private readonly byCopy = new WeakMap<object, Map<string, PreparedJson>>();

  of(copy: object, key: string, value: () => unknown): PreparedJson {
    let answers = this.byCopy.get(copy);
    if (!answers) this.byCopy.set(copy, (answers = new Map()));
    let answer = answers.get(key);
    if (!answer) {
      answer = prepareJson(value());
      if (answers.size < ANSWERS_PER_COPY) answers.set(key, answer);
    }
    return answer;
  }
}

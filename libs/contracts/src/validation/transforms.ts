/** class-transformer @Transform functions shared by the DTOs: the API and the SPA's forms clean input the same way. */
type TransformInput = { value: unknown };

export const trim = ({ value }: TransformInput) => (typeof value === 'string' ? value.trim() : value);

/** Optional text: blank means "not given". */
export const blankToUndefined = ({ value }: TransformInput) =>
  typeof value === 'string' ? value.trim() || undefined : value;

/** A list of text: entries trimmed and blanks dropped; non-text entries stay so the check can name them. */
export const cleanList = ({ value }: TransformInput) =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '')
    : value;

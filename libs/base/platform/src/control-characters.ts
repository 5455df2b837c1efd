/** C0 controls and DEL, except tab, line feed and carriage return (a message may span lines). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/;

/**
 * Field paths (as the validation messages name them) of every string in `value` holding a control character.
 * Such input is never meant (NUL cannot even be stored by PostgreSQL), so it is refused before validation.
 */
export function fieldsWithControlCharacters(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? [path] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    // A key is input too: a NUL in a property name must not reach the validator's messages or a log line.
    if (CONTROL_CHARACTER.test(key)) return [path || key.replace(new RegExp(CONTROL_CHARACTER, 'g'), '?')];
    return fieldsWithControlCharacters(item, path ? `${path}.${key}` : key);
  });
}

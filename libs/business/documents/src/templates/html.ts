import { escapeHtml } from '@app/contracts';

/** Markup built by a template (never text from a user): `html` inserts it as is. */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | null | undefined | false | HtmlValue[];

const render = (value: HtmlValue): string => {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
};

/**
 * A tagged template for the documents: every interpolated value is escaped unless it is SafeHtml (another template's
 * output), so a parent's name or a custom game's title can never become markup. Arrays join; null and false vanish.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, i) => out + render(values[i - 1]) + text));
}

/**
 * An e-mail written once as structured content. Both parts a recipient gets are rendered from it (emailText for the
 * plain-text part, emailHtml for the HTML part), so their words cannot drift apart.
 */
export interface EmailContent {
  /** "Hi Ana,": none for the business's own notices. */
  greeting?: string;
  /** What the e-mail is about, said before its actions so a phone shows both on opening it. */
  intro: EmailBlock[];
  /** A question answered by one tap, after the intro: its options side by side (the thank-you's stars). */
  choice?: EmailChoice;
  /** The button the HTML part shows (the text part gives its link): the booking's page, the admin area. */
  action?: EmailAction;
  /** A second, quieter button, such as paying the balance. */
  secondaryAction?: EmailAction;
  /** The rest, after the actions. */
  blocks: EmailBlock[];
  /** Its closing paragraphs: who to ask, the business's name. */
  signOff: string[];
}

export interface EmailAction {
  label: string;
  url: string;
}

/** An option of a choice: a link named `label`, drawn as `symbol` in the HTML part ("★" for "4 stars"). */
interface EmailChoiceOption extends EmailAction {
  symbol: string;
}

export interface EmailChoice {
  prompt: string;
  options: EmailChoiceOption[];
}

interface EmailFact {
  label: string;
  value: string;
}

/**
 * A paragraph (its lines read together), facts ("Label: value") or a list, under an optional heading. Under a
 * heading the text part indents facts and lines by two spaces and marks list items with "- ".
 */
export interface EmailBlock {
  heading?: string;
  lines?: string[];
  facts?: EmailFact[];
  items?: string[];
}

/** An e-mail ready for MailService: its subject, its content, and the plain-text part rendered from it. */
export interface Email {
  subject: string;
  content: EmailContent;
  text: string;
}

/** The plain-text part: blocks apart by a blank line, actions as "Label: https://...", ending in a newline. */
function emailText(c: EmailContent): string {
  const actions = [c.action, c.secondaryAction].filter((a): a is EmailAction => Boolean(a));
  const paragraphs = [
    ...(c.greeting ? [c.greeting] : []),
    ...c.intro.map(blockText),
    ...(c.choice ? [[c.choice.prompt, ...c.choice.options.map((o) => `${o.label}: ${o.url}`)].join('\n')] : []),
    ...(actions.length ? [actions.map((a) => `${a.label}: ${a.url}`).join('\n')] : []),
    ...c.blocks.map(blockText),
    ...c.signOff,
  ];
  return `${paragraphs.join('\n\n')}\n`;
}

function blockText(b: EmailBlock): string {
  const indent = b.heading ? '  ' : '';
  return [
    ...(b.heading ? [b.heading] : []),
    ...(b.lines ?? []).map((l) => indent + l),
    ...(b.facts ?? []).map((f) => `${indent}${f.label}: ${f.value}`),
    ...(b.items ?? []).map((i) => `- ${i}`),
  ].join('\n');
}

export const composeEmail = (subject: string, content: EmailContent): Email => ({
  subject,
  content,
  text: emailText(content),
});

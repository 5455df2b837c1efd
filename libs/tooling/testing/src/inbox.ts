import type { Attachment } from 'mailparser';

// No @app imports: the browser suite loads this file by its own alias (apps/web/tsconfig.json).

/** One e-mail as MailDev's REST API returns it (the fields the suites read). */
export interface InboxMail {
  id: string;
  subject: string;
  /** The sender as the message's From names it: its display name and address. */
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  /** The text part, decoded. */
  text: string;
  html?: string;
}

/** An e-mail's raw message parsed as a mail client would, with its attachments' content. */
export interface ParsedMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part ('' when it has none). */
  html: string;
  attachments: Attachment[];
}

/** Which e-mails: to one recipient, with one subject (a RegExp is matched here, a string by MailDev). */
export interface MailFilter {
  to?: string;
  subject?: string | RegExp;
}

/** How long an e-mail may take to arrive: a job's run on a busy 2-core machine, not a figure under test. */
const ARRIVAL_LIMIT_MS = 20_000;

/**
 * The MailDev that `npm test` runs (apps/devstack test.main), read through its REST API: every suite, the browser
 * journeys and the fault stack read the e-mails the worker really sent over SMTP. The inbox is shared, so a suite
 * always filters by its own recipient or subject.
 */
export class Inbox {
  /** @param url MailDev's web address; @param smtpUrl where the apps send (their SMTP_URL). */
  constructor(
    readonly url: string,
    readonly smtpUrl: string,
  ) {}

  /** The inbox `npm test` passed on (TEST_INBOX_URL, TEST_INBOX_SMTP_URL). */
  static ofTestRun(): Inbox {
    const { TEST_INBOX_URL: url, TEST_INBOX_SMTP_URL: smtpUrl } = process.env;
    if (!url || !smtpUrl) throw new Error('TEST_INBOX_URL is not set: run the suite with `npm test -- --suite ...`.');
    return new Inbox(url, smtpUrl);
  }

  /** The e-mails received so far that match, oldest first. */
  async mails({ to, subject }: MailFilter = {}): Promise<InboxMail[]> {
    const query = new URLSearchParams();
    if (to) query.set('to.address', to);
    if (typeof subject === 'string') query.set('subject', subject);
    const mails = (await this.get(`/api/email?${query}`).then((res) => res.json())) as InboxMail[];
    return subject instanceof RegExp ? mails.filter((mail) => subject.test(mail.subject)) : mails;
  }

  /**
   * Waits until `count` e-mails match, and returns them; more than `count` is an error (each e-mail is sent once).
   * Checked once they arrived: a test that must see no duplicate arrive later waits for it itself.
   */
  async waitForMails(filter: MailFilter, count = 1): Promise<InboxMail[]> {
    const deadline = Date.now() + ARRIVAL_LIMIT_MS;
    for (;;) {
      const found = await this.mails(filter);
      if (found.length > count) throw new Error(`${found.length} e-mails ${described(filter)}, expected ${count}`);
      if (found.length === count) return found;
      if (Date.now() > deadline)
        throw new Error(`${found.length} e-mails ${described(filter)} after ${ARRIVAL_LIMIT_MS} ms, expected ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** The e-mails received so far that match, parsed from their raw messages (with attachments), oldest first. */
  async parsedMails(filter: MailFilter): Promise<ParsedMail[]> {
    return Promise.all((await this.mails(filter)).map((mail) => this.parse(mail)));
  }

  /** The e-mail's HTML part as MailDev serves it for display. */
  async html(mail: Pick<InboxMail, 'id'>): Promise<string> {
    return (await this.get(`/api/email/${mail.id}/html`)).text();
  }

  /** The e-mail's raw message as it was sent, parsed (mailparser loads lazily: it takes a while and few need it). */
  async parse(mail: InboxMail): Promise<ParsedMail> {
    const { simpleParser } = await import('mailparser');
    const parsed = await simpleParser(await (await this.get(`/api/email/${mail.id}/source`)).text());
    return {
      to: mail.to.map((recipient) => recipient.address).join(', '),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: parsed.html || '',
      attachments: parsed.attachments,
    };
  }

  private async get(path: string): Promise<Response> {
    const res = await fetch(`${this.url}${path}`);
    if (!res.ok) throw new Error(`MailDev answered ${res.status} to GET ${path}`);
    return res;
  }
}

/** The booking page's signed link an e-mail carries (`/bookings/:id?token=...`), as a path on the site. */
export function bookingLinkIn(mail: Pick<InboxMail, 'subject' | 'text'>): string {
  const match = /https?:\/\/[^\s/]+(\/bookings\/[\w-]+\?token=[^\s>)]+)/.exec(mail.text);
  if (!match) throw new Error(`no booking link in the e-mail "${mail.subject}"`);
  return match[1];
}

/** The words an e-mail's HTML part shows, as one line: no head, no hidden preview, no tags, entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*<\/head>/, '')
    .replace(/<div[^>]*display:none[\s\S]*?<\/div><\/div>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The buttons of an e-mail's HTML part (its links), by their words, in order: `{ 'View your booking': url }`. */
export function buttonsIn(html: string): Record<string, string> {
  const links = [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)];
  return Object.fromEntries(
    links.map(([, href, inner]) => [
      inner
        .replace(/<!--[\s\S]*?-->|<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
      href.replace(/&amp;/g, '&'),
    ]),
  );
}

const described = ({ to, subject }: MailFilter) =>
  [to && `to ${to}`, subject && `with subject ${String(subject)}`].filter(Boolean).join(' ');

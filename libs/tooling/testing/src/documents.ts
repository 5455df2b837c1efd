import ICAL from 'ical.js';

// pdf-parse loads lazily: it takes about a second to load, and every suite imports this lib.

/**
 * The text of a PDF, read back with pdf-parse (inside Jest, through the integration environment's pdf.js worker:
 * libs/tooling/testing/jest/integration-environment.cjs says why).
 */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  return (await pdfTextResult(pdf)).text;
}

/** The text of each page of a PDF (see pdfText). */
export async function pdfPages(pdf: Buffer | Uint8Array): Promise<string[]> {
  return (await pdfTextResult(pdf)).pages.map((page) => page.text);
}

async function pdfTextResult(pdf: Buffer | Uint8Array) {
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return await parser.getText();
  } finally {
    await parser.destroy();
  }
}

/** supertest's parser for a binary body (a PDF) into a Buffer: `.buffer(true).parse(binaryBody)`. */
export function binaryBody(res: unknown, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const stream = res as NodeJS.ReadableStream;
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

export interface CalendarEvent {
  uid: string;
  summary: string;
  location: string;
  start: Date;
  end: Date;
  /** SEQUENCE: a calendar replaces its entry of the same uid with a higher one (0 when absent). */
  sequence: number;
  url: string | null;
  /** STATUS: TENTATIVE, CONFIRMED or CANCELLED. */
  status: string | null;
}

/** The one VEVENT of an .ics file, parsed with ical.js; start and end as instants. */
export function parseInvite(ics: string): CalendarEvent {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    uid: event.uid,
    summary: event.summary,
    location: event.location,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    sequence: event.sequence ?? 0,
    url: (event.component.getFirstPropertyValue('url') as string | null) ?? null,
    status: (event.component.getFirstPropertyValue('status') as string | null) ?? null,
  };
}

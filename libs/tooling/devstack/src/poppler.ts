import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PDF page's box in points (1/72 inch), as pdfinfo reports it. */
export interface PdfPageBox {
  widthPt: number;
  heightPt: number;
}

/** Runs `work` with the PDF written to a folder of its own, removed after. */
async function withPdfFile<T>(pdf: Buffer | Uint8Array, work: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'poppler-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return await work(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Each page's size, read with Poppler's pdfinfo (POPPLER_PACKAGE), in page order. */
export function pdfPageBoxes(pdf: Buffer | Uint8Array): Promise<PdfPageBox[]> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', ['-f', '1', '-l', '9999', file]);
    return [...stdout.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map(([, w, h]) => ({
      widthPt: Number(w),
      heightPt: Number(h),
    }));
  });
}

/**
 * The PDF's pages as PNG images at `dpi`, drawn by Poppler's pdftoppm (POPPLER_PACKAGE): what a printer would put on
 * paper, for a test to measure or a person to look at. `pages` limits it to the first few.
 */
export function pdfToPng(pdf: Buffer | Uint8Array, dpi: number, pages?: number): Promise<Buffer[]> {
  return withPdfFile(pdf, async (file, dir) => {
    const range = pages ? ['-f', '1', '-l', String(pages)] : [];
    await run('pdftoppm', ['-r', String(dpi), '-png', ...range, file, join(dir, 'page')]);
    // pdftoppm numbers its files page-1.png or page-01.png by the page count: sorted by name they are in order.
    const names = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    return Promise.all(names.map((name) => readFile(join(dir, name))));
  });
}

import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import {
  CHROMIUM_HEADLESS_SHELL_PACKAGE,
  ensureSystemPackages,
  pdfToPng,
  POPPLER_PACKAGE,
  say,
  warn,
} from '@app/devstack';
import {
  certificatesHtml,
  PdfRenderer,
  runSheetHtml,
  SAMPLE_CONTEXT,
  sampleCertificates,
  sampleParty,
} from '@app/documents';
import { ROOT } from './paths';

const IMAGES = join(ROOT, 'docs/images');
/** Sharp enough to read on a screen, small enough for the repository. */
const DPI = 100;
const MAX_BYTES = 200 * 1024;

/**
 * `npm run docs:samples`: the first page of the award certificates and of the run sheet of the sample party
 * (libs/business/documents document-samples.ts), printed by the documents' own renderer and drawn by pdftoppm, as the PNG
 * pictures docs/documents.md shows. Quantised to a palette, which these flat-coloured pages keep without visible loss.
 */
async function main(): Promise<number> {
  await ensureSystemPackages([CHROMIUM_HEADLESS_SHELL_PACKAGE, POPPLER_PACKAGE]);
  const party = sampleParty();
  const renderer = new PdfRenderer(1);
  try {
    await mkdir(IMAGES, { recursive: true });
    const samples = {
      'certificate.png': certificatesHtml(sampleCertificates(), SAMPLE_CONTEXT),
      'run-sheet.png': runSheetHtml(party, SAMPLE_CONTEXT),
    };
    let tooBig = 0;
    for (const [name, html] of Object.entries(samples)) {
      const [page] = await pdfToPng(await renderer.render(html), DPI, 1);
      const png = await sharp(page).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
      const file = join(IMAGES, name);
      await writeFile(file, png);
      say(`wrote ${relative(ROOT, file)} (${Math.round(png.length / 1024)} KB)`);
      if (png.length > MAX_BYTES) {
        warn(`${name} is over ${MAX_BYTES / 1024} KB`);
        tooBig++;
      }
    }
    return tooBig ? 1 : 0;
  } finally {
    await renderer.onApplicationShutdown();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    warn(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);

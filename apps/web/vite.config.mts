import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * `vite build` ends by pre-rendering the public pages (scripts/prerender.mjs) from the bundle just written; the
 * Node build that pre-render runs with this same config is not itself a browser build, so it does not recurse.
 * A pre-rendered page draws its route's markup before the route's chunk has loaded: the stylesheets of that chunk
 * (and of the chunks it imports, beyond the entry's own sheet) are linked by the page, so its critical rules are
 * inlined with the rest. Read in writeBundle, once the other plugins have renamed the sheets they rewrote.
 */
const prerenderPublicPages = (): Plugin => {
  const routeStylesheets = new Map<string, string[]>();
  return {
    name: 'prerender-public-pages',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entrySheets = new Set(chunks.flatMap((c) => (c.isEntry ? [...(c.viteMetadata?.importedCss ?? [])] : [])));
      const sheetsOf = (fileName: string, seen = new Set<string>()): string[] => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || chunk?.type !== 'chunk') return [];
        seen.add(fileName);
        const own = [...(chunk.viteMetadata?.importedCss ?? [])].filter((sheet) => !entrySheets.has(sheet));
        return [...chunk.imports.flatMap((imported) => sheetsOf(imported, seen)), ...own];
      };
      for (const chunk of chunks) {
        const route = chunk.facadeModuleId?.match(/[\\/]routes[\\/]([\w-]+)\.route\.tsx$/)?.[1];
        if (route) routeStylesheets.set(route, [...new Set(sheetsOf(chunk.fileName))]);
      }
    },
    async closeBundle() {
      const { prerenderPages } = await import(pathToFileURL(here('../../scripts/prerender.mjs')).href);
      await prerenderPages(routeStylesheets);
    },
  };
};

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];
type EmitFile = (file: { type: 'asset'; fileName: string; source: string | Uint8Array }) => string;

const contentHash = (source: string | Uint8Array) => createHash('sha256').update(source).digest('base64url');

/**
 * Replaces an asset of the bundle (a stylesheet, a font) by new content under a name made from that content, and
 * every mention of the old name: assets are cached for a year, so a browser holding the old content under the same
 * name would keep it. The new hash is as long as the old one, so the source maps of the scripts that name a sheet
 * stay exact.
 */
function replaceAsset(bundle: Bundle, emitFile: EmitFile, oldName: string, source: string | Uint8Array): string {
  const hash = contentHash(source);
  const fileName = oldName.replace(
    /([\w-]{8})(\.\w+)$/,
    (_, old: string, ext: string) => hash.slice(0, old.length) + ext,
  );
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk') {
      file.code = file.code.replaceAll(oldName, fileName);
      const importedCss = file.viteMetadata?.importedCss;
      if (importedCss?.delete(oldName)) importedCss.add(fileName);
    } else if (typeof file.source === 'string') {
      file.source = file.source.replaceAll(oldName, fileName);
    }
  }
  delete bundle[oldName];
  emitFile({ type: 'asset', fileName, source });
  return fileName;
}

/**
 * Radix Themes' stylesheet trimmed to what this bundle can show (scripts/radix-css.mjs). What is kept depends on the
 * scripts as well as the CSS, so the sheet is renamed after its own content.
 */
const trimRadixStylesheet = (): Plugin => ({
  name: 'trim-radix-stylesheet',
  apply: (config, { command }) => command === 'build' && !config.build?.ssr,
  // After Vite's own plugins have written index.html and the scripts' lists of stylesheets.
  enforce: 'post',
  async generateBundle(_options, bundle) {
    const { trimRadixThemes } = await import(pathToFileURL(here('../../scripts/radix-css.mjs')).href);
    const files = Object.values(bundle);
    const scriptCode = files.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n');
    for (const sheet of files) {
      if (sheet.type !== 'asset' || !sheet.fileName.endsWith('.css')) continue;
      const trimmed: string = trimRadixThemes(String(sheet.source), scriptCode);
      if (trimmed !== String(sheet.source))
        replaceAsset(bundle, (file) => this.emitFile(file), sheet.fileName, trimmed);
    }
  },
});

const FONT_FACE = /@font-face\{[^}]*\}/g;

/**
 * Inter's faces limited to the weights the site uses (scripts/web-fonts.mjs): each font is replaced by its instance
 * under a new name, and its @font-face declares the weights it now has. Before the sheets are split and trimmed, so
 * they carry the new names.
 */
const instanceInterFaces = (): Plugin => ({
  name: 'instance-inter-faces',
  apply: (config, { command }) => command === 'build' && !config.build?.ssr,
  enforce: 'post',
  async generateBundle(_options, bundle) {
    const { INTER_WEIGHTS, instanceFace } = await import(pathToFileURL(here('../../scripts/web-fonts.mjs')).href);
    const emitFile: EmitFile = (file) => this.emitFile(file);
    const sheets = Object.values(bundle).filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
    for (const { fileName } of sheets) {
      let css = String((bundle[fileName] as { source: string }).source);
      const faces = (css.match(FONT_FACE) ?? []).filter((face) => face.includes('font-family:Inter Variable'));
      for (const face of faces) {
        const font = face.match(/url\(\/(assets\/[^)]+\.woff2)\)/)?.[1];
        const range = face.match(/unicode-range:([^;}]+)/)?.[1];
        const asset = font ? bundle[font] : undefined;
        if (!range || asset?.type !== 'asset') throw new Error(`instance-inter-faces: cannot read ${face}`);
        const instance: Uint8Array = await instanceFace(Buffer.from(asset.source), range, INTER_WEIGHTS);
        const instanceName = replaceAsset(bundle, emitFile, asset.fileName, instance);
        const declared = face
          .replace(asset.fileName, instanceName)
          .replace(/font-weight:[^;]+/, `font-weight:${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max}`);
        css = css.replace(face, () => declared);
      }
      if (faces.length > 0) replaceAsset(bundle, emitFile, fileName, css);
    }
  },
});

/**
 * The web fonts' @font-face rules in a stylesheet of their own, linked before the main one. A pre-rendered page
 * inlines that small sheet whole (scripts/prerender.mjs) and turns the main sheet on after its first paint: were the
 * faces in the main sheet too, turning it on would declare every font again, and Chrome would shape and lay out the
 * whole page once more (at 4× CPU about 40 ms of blocking time on / and /packages, interleaved A/B).
 */
const separateFontFaces = (): Plugin => ({
  name: 'separate-font-faces',
  apply: (config, { command }) => command === 'build' && !config.build?.ssr,
  enforce: 'post',
  async generateBundle(_options, bundle) {
    const { stylesheetLink, stylesheetLinkPattern } = await import(
      pathToFileURL(here('../../scripts/stylesheet-links.mjs')).href
    );
    const html = bundle['index.html'];
    if (html?.type !== 'asset') throw new Error('separate-font-faces: the build wrote no index.html');
    const link: RegExpMatchArray | null = String(html.source).match(stylesheetLinkPattern());
    const sheet = link && bundle[link[1]];
    if (!link || sheet?.type !== 'asset') throw new Error('separate-font-faces: index.html links no stylesheet');
    const faces = String(sheet.source).match(FONT_FACE) ?? [];
    if (faces.length === 0) throw new Error(`separate-font-faces: ${sheet.fileName} declares no font`);
    const fonts = faces.join('');
    const fontsName = `assets/fonts-${contentHash(fonts).slice(0, 8)}.css`;
    this.emitFile({ type: 'asset', fileName: fontsName, source: fonts });
    html.source = String(html.source).replace(link[0], `${stylesheetLink(fontsName)}$&`);
    replaceAsset(bundle, (file) => this.emitFile(file), sheet.fileName, String(sheet.source).replace(FONT_FACE, ''));
  },
});

/**
 * React Router 7's package exports name only its development build, whatever the mode (remix-run/react-router#14102,
 * #14753): its dev warnings and checks would run in every visitor's browser. The build takes the production build
 * the package ships beside it; `vite` (dev) keeps the development one.
 */
const reactRouterProductionBuild = [
  { find: /^react-router$/, replacement: here('../../node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: here('../../node_modules/react-router/dist/production/dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  root: here('.'),
  plugins: [react(), instanceInterFaces(), trimRadixStylesheet(), separateFontFaces(), prerenderPublicPages()],
  resolve: {
    alias: [
      { find: '@/', replacement: here('./src/') },
      { find: '@app/contracts', replacement: here('../../libs/contracts/src/index.ts') },
      { find: '@app/pricing', replacement: here('../../libs/pricing/src/index.ts') },
      // Build-time only: the pre-render (src/prerender.tsx) fills its pages from the catalogue seed.
      { find: '@app/catalog-seed', replacement: here('../../libs/catalog/src/seed/seed-catalog.ts') },
      ...(command === 'build' ? reactRouterProductionBuild : []),
    ],
  },
  build: {
    outDir: here('../../dist/web'),
    emptyOutDir: true,
    // Maps are written (dist/web/assets/*.map) but not referenced from each file: the reference comment cost every
    // visitor about 40 bytes gzipped per script, twenty scripts on the home page; load a map in DevTools by hand.
    sourcemap: 'hidden',
    // Every browser the site supports has native modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // The shared libs are plain declarations: let unused parts of the @app/contracts barrel drop out of a chunk.
        moduleSideEffects: (id: string) => !/[\\/]libs[\\/](contracts|pricing)[\\/]/.test(id),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/paypal': 'http://127.0.0.1:3000',
      '/admin/queues': 'http://127.0.0.1:3000',
    },
  },
}));

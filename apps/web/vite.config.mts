import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Radix Themes' root `Theme` mounts a Tooltip provider, which puts the tooltip, popper and floating-ui code on every
 * page's critical path (about 10 kB gzipped of the home page's 120 kB budget). This swaps the `radix-ui` import of
 * two Themes files for local stand-ins: `Theme` gets a pass-through provider and `Tooltip` brings its own provider
 * (with the SPEC §9 delays), so tooltips keep working wherever they are used and cost nothing elsewhere.
 */
function radixTooltipOnDemand(): Plugin {
  const shims: [RegExp, string][] = [
    [/@radix-ui[\\/]themes[\\/].*[\\/]components[\\/]theme\.js$/, here('./src/lib/radix/theme-deps.ts')],
    [/@radix-ui[\\/]themes[\\/].*[\\/]components[\\/]tooltip\.js$/, here('./src/lib/radix/tooltip-deps.tsx')],
  ];
  return {
    name: 'radix-tooltip-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'radix-ui' || !importer) return null;
      return shims.find(([pattern]) => pattern.test(importer))?.[1] ?? null;
    },
  };
}

export default defineConfig({
  root: here('.'),
  plugins: [radixTooltipOnDemand(), react()],
  resolve: {
    alias: {
      '@/': here('./src/'),
      '@app/contracts': here('../../libs/contracts/src/index.ts'),
      '@app/pricing': here('../../libs/pricing/src/index.ts'),
    },
  },
  build: {
    outDir: here('../../dist/web'),
    emptyOutDir: true,
    sourcemap: true,
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
    proxy: { '/api': 'http://127.0.0.1:3000', '/paypal': 'http://127.0.0.1:3000' },
  },
});

import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [react()],
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
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/paypal': 'http://127.0.0.1:3000',
      '/admin/queues': 'http://127.0.0.1:3000',
    },
  },
});

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A chunk of the SPA's build manifest (Vite's .vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
}

/**
 * /admin/bookings before any interaction, as the build's manifest names it: the entry, the admin's frame, the bookings
 * section and the prefetch of its first page (the admin's entry of the script budgets).
 */
export const ADMIN_BOOKINGS_STARTS = [
  'index.html',
  'src/app/routes/admin.route.tsx',
  'src/app/routes/admin-bookings.route.tsx',
  'src/app/admin-route.prefetch.ts',
] as const;

/**
 * A build of the SPA (`npm run build:web`) read through its manifest: what a page loads before any interaction, and how
 * much. Node only, and nothing else imported: the SPA's Vitest reads it too (alias `@app/web-build`).
 */
export class WebBuild {
  readonly chunks: Record<string, ManifestChunk>;

  constructor(private readonly dist: string) {
    const manifest = resolve(dist, '.vite/manifest.json');
    if (!existsSync(manifest)) throw new Error(`${manifest} is missing: build the SPA first (npm run build:web)`);
    this.chunks = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, ManifestChunk>;
  }

  /** The manifest's keys that `starts` load with their static imports. */
  loadedWith(starts: readonly string[]): string[] {
    const missing = starts.filter((key) => !this.chunks[key]);
    if (missing.length) throw new Error(`the manifest has no ${missing.join(', ')}`);
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of this.chunks[key].imports ?? []) visit(imported);
    };
    starts.forEach(visit);
    return [...seen];
  }

  /** A chunk of its own module is named by it (src); one shared by several, by its first module's name. */
  nameOf(key: string): string {
    return this.chunks[key].src ?? this.chunks[key].name ?? key;
  }

  code(key: string): Buffer {
    return readFileSync(resolve(this.dist, this.chunks[key].file));
  }

  /** The chunks' size once gzipped, each apart as a server sends them (kB). */
  gzipKb(keys: readonly string[]): number {
    return keys.reduce((sum, key) => sum + gzipSync(this.code(key)).length, 0) / 1024;
  }
}

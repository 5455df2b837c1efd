import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { forgetSavedSettings } from './first-run-settings';

/**
 * Runs every `*.int-spec.ts` of `folder` (not of its subfolders) in the calling Jest file, the folder's
 * `*.int-suite.ts`, each in a `describe` named by its file so that its hooks stay its own. One Jest file is one module
 * registry: the apps' some 3,000 modules load once for the folder rather than once per spec, and the code they run is
 * already compiled and warm for the next spec (docs/testing.md#one-jest-file-a-folder). jest.config.js keeps the specs
 * of a folder with a suite from also running alone.
 */
export function runFolderSpecs(folder: string): void {
  runSpecFiles(
    readdirSync(folder)
      .filter((name) => name.endsWith('.int-spec.ts'))
      .sort()
      .map((name) => ({ name, path: join(folder, name) })),
    // Each spec starts from the settings first run leaves, as a suite of its own file would.
    forgetSavedSettings,
  );
}

/**
 * Runs each spec file in the calling Jest file, in a `describe` of its `name`, in the order given; `before`, if given,
 * before each.
 */
export function runSpecFiles(specs: readonly { name: string; path: string }[], before?: () => Promise<void>): void {
  // Jest's globals, read where a suite calls this: the build compiles this lib without jest's types for the dev tools.
  const { describe, beforeAll } = globalThis as unknown as {
    describe: (name: string, body: () => void) => void;
    beforeAll: (hook: () => Promise<void>) => void;
  };
  for (const { name, path } of specs) {
    describe(name, () => {
      if (before) beforeAll(before);
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest's require: the spec joins this registry
      require(path);
    });
  }
}

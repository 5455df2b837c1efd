import { join } from 'node:path';
import { runSpecFiles } from './folder-specs';

// The server's unit specs in one Jest file, each in a `describe` named by its path (docs/testing.md#unit-specs):
// one module registry loads the libraries they share once, not once per spec.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the list jest.config.js also reads
const { ROOT, together } = require('../jest/unit-specs.cjs') as { ROOT: string; together: string[] };

runSpecFiles(together.map((path) => ({ name: path, path: join(ROOT, path) })));

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without Vitest's globals Testing Library cannot register its own cleanup; the wizard's draft lives in
// sessionStorage, which one test must not leave to the next.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

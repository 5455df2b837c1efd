import '@testing-library/jest-dom/vitest';
// IndexedDB as a browser has it: the host's outbox keeps its actions there (features/host/outbox).
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// What appears after a lazy import (the calendar, the toasts) may take seconds on a busy machine: a time limit, not
// an assertion.
configure({ asyncUtilTimeout: 10_000 });

// Without Vitest's globals Testing Library cannot register its own cleanup; the wizard's draft lives in
// sessionStorage, which one test must not leave to the next.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

import '@testing-library/jest-dom/vitest';
// IndexedDB as a browser has it: the host's outbox keeps its actions there (features/host/outbox).
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubApi } from './api-stub.testing';

// The files of a worker share its process and window (isolate: false in vitest.config.mts), and this runs before
// each of them: each starts as a page opened afresh would, with the SPA's modules evaluated anew (the libraries in
// node_modules stay loaded), at the address the window opened at (a link a test followed may have left it elsewhere,
// about:blank included), with an empty body (a file that writes its own markup, as the islands loader's does, leaves
// it there for the next file's Tab to land in) and no storage or databases another file left.
vi.resetModules();
document.body.replaceChildren();
const testWorker = globalThis as { firstAddress?: string };
testWorker.firstAddress ??= location.href;
(window as unknown as HappyDomWindow).happyDOM.setURL(testWorker.firstAddress);
indexedDB = new IDBFactory();
localStorage.clear();
sessionStorage.clear();

// What appears after a lazy import (the calendar, the toasts) may take seconds on a busy machine: a time limit, not
// an assertion.
configure({ asyncUtilTimeout: 10_000 });

// No test reaches a server: a request its own stubApi does not answer fails like a dropped connection. Without this
// happy-dom sent it to the window's address, localhost:3000, where a developer's api may well be listening.
beforeEach(() => {
  stubApi({});
});

// Without Vitest's globals Testing Library cannot register its own cleanup; the wizard's draft lives in
// sessionStorage, which one test must not leave to the next.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

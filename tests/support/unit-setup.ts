import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // a file run in the node environment (server code such as pdfkit's) has no storage
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

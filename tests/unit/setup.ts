import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// A test that logs an unexpected console.error fails (STYLE.md, Tests).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(errors, 'unexpected console.error').toEqual([]);
});

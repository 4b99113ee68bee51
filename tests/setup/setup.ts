import { afterEach, beforeEach, vi } from 'vitest';
import { resetNavigation } from './navigation';

// next/navigation's hooks answer their defaults again (tests/setup/navigation.ts).
beforeEach(() => resetNavigation());

/**
 * A test fails on any console.error: React warnings, failed prop types and unhandled errors that
 * would otherwise scroll by unnoticed.
 */
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
  if (errors.length > 0) {
    const first = errors[0]!.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ');
    throw new Error(`console.error was called ${errors.length} time(s): ${first}`);
  }
});

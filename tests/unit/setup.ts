import '@testing-library/jest-dom/vitest';
import { afterAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy / waitFor wait 1 s by default: a 2-core machine running the server tests beside these renders an
// antd table or dialog slower than that. A wait ends as soon as its condition holds, so a longer bound
// costs a passing test nothing and still fails a broken one.
configure({ asyncUtilTimeout: 10_000 });

// antd reads matchMedia (responsive grid, Table); happy-dom does not provide it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

// Unmount what a file rendered before its environment is torn down. Without Vitest's globals Testing
// Library registers no cleanup of its own, and a tree left mounted keeps React's scheduler and antd's timers
// going: one that fired after the teardown threw "window is not defined" after a story file, an error Vitest
// counts against the whole run (CI's one failure of 2026-12-07). Per file, not per test: some files render
// once and check in several tests.
afterAll(() => cleanup());

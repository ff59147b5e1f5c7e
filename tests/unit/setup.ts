import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

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

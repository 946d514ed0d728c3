import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for what a person would see; on a loaded 2-core CI machine a lazily loaded page can take
// more than Testing Library's default second to appear, so the ceiling is 5 s (a passing test waits no longer).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

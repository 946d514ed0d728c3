import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toaster } from '../../src/web/ui/toaster';

// findBy… and waitFor wait for what a person would see; on a loaded 2-core CI machine a lazily loaded page can take
// more than Testing Library's default second to appear, so the ceiling is 5 s (a passing test waits no longer).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // The toaster is one store for the page: toasts a test left must not greet the next test (test files share a worker's
  // modules, see vitest.config.ts).
  toaster.remove();
  localStorage.clear();
  sessionStorage.clear();
  // Cookies a test's fake back end set (the session mark) go too.
  for (const cookie of document.cookie.split(/;\s*/).filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; max-age=0; path=/`;
  }
});

import { createContext } from 'react';

/**
 * On the server, the modules of the lazily loaded pages a rendering showed (paths from the project's root without an
 * extension, as Parcel's build names them in dist/server/lazy-bundles.json): the server names their files in the page
 * (<link rel="modulepreload">), so that the browser fetches them with the first script. The browser has none.
 */
export const RenderedModules = createContext<Set<string> | null>(null);

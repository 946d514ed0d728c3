import { useEffect } from 'react';
import { replayTypedFields } from '../render/typed-before-hydration';

/**
 * Marks the document once the page itself is live (`<html data-hydrated>`): rendered next to the routed page, inside
 * its Suspense boundary, so the mark comes when that boundary has hydrated, not merely the shell around it. Browser
 * tests wait for it before they type or click, as a shopper waits for a page to respond (decision 0018). What the
 * shopper typed before it is given back to its fields here.
 */
export function HydrationMark() {
  useEffect(() => {
    replayTypedFields();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

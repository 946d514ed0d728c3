import { onTestFinished } from 'vitest';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

/** Resizes happy-dom's window (its media queries follow) for the current test only. */
export function useViewport(width: number, height = 800): void {
  const { happyDOM } = window as unknown as HappyDomWindow;
  const before = { width: window.innerWidth, height: window.innerHeight };
  happyDOM.setViewport({ width, height });
  onTestFinished(() => happyDOM.setViewport(before));
}

export const PHONE_WIDTH = 375;
export const WIDE_DESKTOP_WIDTH = 1280;

import { useSyncExternalStore } from 'react';

/** A dropdown's list is at most this share of the viewport's height (then it scrolls). */
export const DROPDOWN_VIEWPORT_SHARE = 1 / 3;

/** The tallest a dropdown's list may be in a viewport `innerHeight` pixels tall. */
export function dropdownMaxHeight(innerHeight: number): number {
  return Math.floor(innerHeight * DROPDOWN_VIEWPORT_SHARE);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** A third of the viewport's height in pixels, kept current on resize. */
export function useDropdownMaxHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => dropdownMaxHeight(window.innerHeight),
    () => dropdownMaxHeight(768),
  );
}

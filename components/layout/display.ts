/**
 * The display choice of this device: the standard look or "sunlight" (high contrast, large tap
 * targets), kept in localStorage and applied as `data-display="sunlight"` on <html>, which the
 * stylesheets read (app/globals.css, the CSS modules). docs/decisions/019.
 *
 * No 'use client': the root layout (a server component) inlines DISPLAY_SCRIPT.
 */

export type TDisplay = 'sunlight' | 'standard';

export const DISPLAY_STORAGE_KEY = 'll:display';

/**
 * Run before the first paint (inline in the root layout, with the request's CSP nonce): the stored
 * choice on <html>, so a sunlight page never shows the standard look first.
 */
export const DISPLAY_SCRIPT = `try{if(localStorage.getItem('${DISPLAY_STORAGE_KEY}')==='sunlight')document.documentElement.dataset.display='sunlight'}catch(e){}`;

const CHANGE_EVENT = 'll:display';

export function storedDisplay(): TDisplay {
  try {
    return window.localStorage.getItem(DISPLAY_STORAGE_KEY) === 'sunlight' ? 'sunlight' : 'standard';
  } catch {
    // Storage disabled (private mode, blocked cookies): the standard look.
    return 'standard';
  }
}

/** The display the page shows now. */
export function currentDisplay(): TDisplay {
  return document.documentElement.dataset.display === 'sunlight' ? 'sunlight' : 'standard';
}

export function applyDisplay(display: TDisplay): void {
  if (display === 'sunlight') document.documentElement.dataset.display = 'sunlight';
  else delete document.documentElement.dataset.display;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Show and remember a display (on this device). */
export function chooseDisplay(display: TDisplay): void {
  try {
    window.localStorage.setItem(DISPLAY_STORAGE_KEY, display);
  } catch {
    // Not remembered; the page still changes.
  }
  applyDisplay(display);
}

/** Changes of the display, here or in another tab of the site (the storage event). */
export function subscribeDisplay(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === DISPLAY_STORAGE_KEY) applyDisplay(storedDisplay());
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

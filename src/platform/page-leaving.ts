// A page the visitor is leaving cancels what it still loads: Firefox then fails a chunk's import
// that was under way ('error loading dynamically imported module'). That is no failure of the
// library's to report, and no page the visitor will see again.

/** When the page started to go; undefined while it stays. */
let leavingSince: number | undefined;
let watching = false;

/**
 * A navigation that was announced and has not come back nor been taken over in the page (a
 * router's): after this long without the page going, it counts as staying again.
 */
const LEAVING_FOR_MS = 10_000;

/** The Navigation API's part this file uses (Chromium, Firefox 147 and later; not WebKitGTK 2.50). */
interface NavigateEvent extends Event {
  destination?: { sameDocument?: boolean };
}

/**
 * Follows the page's unloading from now on; once a page. No beforeunload or unload listener:
 * either would keep the page out of Firefox's back/forward cache.
 */
export function watchPageLeaving(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const leaving = () => void (leavingSince = Date.now());
  const staying = () => void (leavingSince = undefined);
  // A link, a form or a script taking the page to another document: announced before it goes.
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigate', (event) => {
    if ((event as NavigateEvent).destination?.sameDocument === false) leaving();
  });
  // A router of the page that took the navigation over: the page stays.
  navigation?.addEventListener('currententrychange', staying);
  window.addEventListener('pagehide', leaving);
  window.addEventListener('pageshow', staying);
}

/** Whether the page is on its way out, so that what failed to load failed because of it. */
export function isPageLeaving(): boolean {
  return leavingSince !== undefined && Date.now() - leavingSince < LEAVING_FOR_MS;
}

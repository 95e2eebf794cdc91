// The one place that touches the host page's globals (location, cookies, navigator, storage).
// Stores and the API layer call these; components never do.

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) {
      try {
        return decodeURIComponent(cookie.slice(prefix.length));
      } catch {
        return cookie.slice(prefix.length);
      }
    }
  }
  return undefined;
}

export function readQueryParam(name: string): string | undefined {
  return new URLSearchParams(window.location.search).get(name) ?? undefined;
}

export function currentOrigin(): string {
  return window.location.origin;
}

export function currentPath(): string {
  // Read while the stores are created, also when the package is imported without a DOM.
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

/** Navigation is indirect so that tests can observe it without leaving the page. */
let navigator_: (url: string) => void = (url) => window.location.assign(url);

export function navigateTo(url: string): void {
  navigator_(url);
}

export function setNavigatorForTests(fn: (url: string) => void): () => void {
  const previous = navigator_;
  navigator_ = fn;
  return () => {
    navigator_ = previous;
  };
}

/** The Global Privacy Control signal (navigator.globalPrivacyControl), read when asked. */
export function hasGlobalPrivacyControl(): boolean {
  return typeof navigator !== 'undefined' && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/** Subscribes to window resize; returns the unsubscribe function. */
export function onWindowResize(listener: () => void): () => void {
  // A store read on the server (eb-widgets/ssr) mounts for a moment: there is no window to watch.
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('resize', listener, { passive: true });
  return () => window.removeEventListener('resize', listener);
}

export function windowWidth(): number {
  // Read while the viewport store is created, also when the classic build is loaded without a DOM.
  return typeof window === 'undefined' ? 0 : window.innerWidth;
}

/** Subscribes to page scroll; returns the unsubscribe function. */
export function onWindowScroll(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

export function pageScrollY(): number {
  return typeof window === 'undefined' ? 0 : window.scrollY;
}

/** True on devices whose main pointer cannot hover (touch screens). */
export function isTouchDevice(): boolean {
  // Asked during a render, also on the server (eb-widgets/ssr), where no pointer is known.
  return typeof matchMedia === 'function' && matchMedia('(hover: none)').matches;
}

let scrollLocks = 0;
let unlockedOverflow = '';

/** Stops the page behind a modal from scrolling; nested locks unlock with the last one. */
export function lockPageScroll(): () => void {
  if (scrollLocks++ === 0) {
    unlockedOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--scrollLocks === 0) document.documentElement.style.overflow = unlockedOverflow;
  };
}

/**
 * The element that has focus, looking inside open shadow roots: `document.activeElement` is only
 * the outermost host when focus is inside an element's shadow root. Null when nothing has focus.
 */
export function focusedElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  /** Defaults to the current page's path. */
  path?: string;
  secure?: boolean;
}

export function writeCookie(name: string, value: string, { maxAgeSeconds, path = window.location.pathname, secure = false }: CookieOptions = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${path}`, 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${maxAgeSeconds}`);
  if (secure) parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function expireCookie(name: string, path = window.location.pathname): void {
  document.cookie = `${name}=; path=${path}; max-age=0; SameSite=Lax`;
}

export function isSecurePage(): boolean {
  return window.location.protocol === 'https:';
}

/** The current path plus query string, for sign-in referrers. */
export function currentPathAndQuery(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The current page's full URL (share links, referrers). */
export function currentPageUrl(): string {
  return window.location.href;
}

export function currentHost(): string {
  return window.location.host;
}

export function removeStoredItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage can be unavailable (private mode, sandboxed iframes): nothing to remove then.
  }
}

/** Copies text to the clipboard; false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Opens a URL in a new window (share dialogs). */
export function openWindow(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** The session's stored text under `key`, or undefined (none, or storage unavailable). */
export function readSessionItem(key: string): string | undefined {
  try {
    return window.sessionStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Stores text for this tab's session (it survives reloads and a reopened tab); false when storage refuses. */
export function writeSessionItem(key: string, value: string): boolean {
  try {
    window.sessionStorage.setItem(key, value);
    return true;
  } catch {
    // Unavailable (sandboxed iframes, some private modes) or full.
    return false;
  }
}

export function removeSessionItem(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing stored to remove.
  }
}

/** A Trusted Types policy, as far as the library uses one. */
export interface HtmlPolicy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}

let htmlPolicy: HtmlPolicy | null | undefined;

/**
 * The library's one Trusted Types policy, `eb-widgets`, for pages that enforce Trusted Types
 * (`require-trusted-types-for 'script'`); undefined in a browser without Trusted Types; null when
 * the page does not allow the policy (then no HTML can be put in the page). Its rules pass HTML
 * through unchanged: callers give it only HTML that is sanitized, or parsed where nothing runs.
 */
export function libraryHtmlPolicy(): HtmlPolicy | null | undefined {
  const factory = (
    window as unknown as { trustedTypes?: { createPolicy(name: string, rules: { createHTML(input: string): string; createScriptURL(input: string): string }): HtmlPolicy } }
  ).trustedTypes;
  if (!factory) return undefined;
  if (htmlPolicy === undefined) {
    try {
      htmlPolicy = factory.createPolicy('eb-widgets', { createHTML: (input) => input, createScriptURL: (input) => input });
    } catch {
      htmlPolicy = null;
    }
  }
  return htmlPolicy;
}

/** A fresh unguessable value (the OAuth `state`). */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The person asked for less motion (prefers-reduced-motion: reduce). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Runs `work` in the page's idle time, a slice at a time, until it says it is done (returns
 * false). `hasTime` tells it whether the slice has time left. Returns a function that stops it.
 */
export function whenIdle(work: (hasTime: () => boolean) => boolean): () => void {
  let stopped = false;
  let handle: number;
  const idle = typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function';
  const next = () => {
    handle = idle
      ? window.requestIdleCallback((deadline) => run(() => deadline.timeRemaining() > 1))
      : (setTimeout(() => {
          const until = performance.now() + 8;
          run(() => performance.now() < until);
        }, 50) as unknown as number);
  };
  const run = (hasTime: () => boolean) => {
    if (!stopped && work(hasTime)) next();
  };
  next();
  return () => {
    stopped = true;
    if (idle) window.cancelIdleCallback(handle);
    else clearTimeout(handle);
  };
}

import { I18nProvider } from '@lingui/react';
import { atom } from 'nanostores';
import { startTransition, useEffect, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { parentLocale } from '../i18n/locales';
import { $env, $serverData, type ServerData } from '../stores/server-data';
import { $locale, $shownLocale, i18n } from '../stores/locale';
import { holdReservedSpace } from './reserved-space';
import { readServerMarker, removeServerContent, removeServerStyles, serverDataDrawnWith, type PageSnapshot, type ServerRenderedMarker } from './server-marker';
import { ServerRenderingContext } from './element-context';

// A server-rendered element (eb-widgets/ssr) is hydrated in a React root of its own: React
// cannot hydrate a portal, which is how every other element renders (shared-root.tsx). A page
// has at most one header and one footer, so a root each costs nothing.

type ElementRoot = ComponentType<{ container: ShadowRoot }>;

interface HydratedElementProps {
  container: ShadowRoot;
  snapshot: PageSnapshot;
  /** The texts the server formatted, for the hydrating render (useServerText). */
  texts: Readonly<Record<string, string>> | undefined;
  /** The server data the server drew with, for the hydrating render (useServerData). */
  serverData: ServerData;
  ElementRoot: ElementRoot;
  adoptStylesheet: () => void;
}

function HydratedElement({ container, snapshot, texts, serverData, ElementRoot, adoptStylesheet }: HydratedElementProps) {
  // Hydrating, the tree sees the page, its server data and its formatted texts as the server did,
  // so it renders the server's HTML; then it reads them live, which changes nothing unless the
  // page moved on meanwhile.
  const [hydrated] = useState(() => atom(false));
  // Then the tree reads the page live: only the components whose value differs render again.
  useEffect(() => hydrated.set(true), [hydrated]);
  const rendering = useMemo(() => ({ snapshot, texts, serverData, hydrated }), [snapshot, texts, serverData, hydrated]);
  // Until now the server's <style> alone styled the element, in the order the browser keeps too
  // (base, tag, primitives). The hydrating commit adopted the primitives' sheets in insertion
  // effects, which run before layout effects: the tag's sheet goes before them and the <style>
  // goes, in the same task, so nothing flashes.
  useLayoutEffect(() => {
    adoptStylesheet();
    removeServerStyles(container);
  }, [container, adoptStylesheet]);
  return (
    <ServerRenderingContext.Provider value={rendering}>
      <ElementRoot container={container} />
    </ServerRenderingContext.Provider>
  );
}

export interface Hydration {
  tag: string;
  container: ShadowRoot;
  /** The root `<div>` of the server's HTML. */
  serverRoot: HTMLElement;
  ElementRoot: ElementRoot;
  /** Adopts the tag's stylesheet in the shadow root, ahead of the primitives' sheets. */
  adoptStylesheet: () => void;
  /** Renders the element in the browser instead (the shared root); returns how to unmount it. */
  renderInBrowser: () => () => void;
}

/**
 * Hydrates the server's HTML once the page shows the locale it was rendered in. When the page
 * settles on another locale (or the HTML carries no marker), the server's HTML is dropped and
 * the element is rendered in the browser, with a warning saying why. Returns how to unmount it.
 */
export function hydrateElement({ tag, container, serverRoot, ElementRoot, adoptStylesheet, renderInBrowser }: Hydration): () => void {
  const marker = readServerMarker(serverRoot);
  let unmount: (() => void) | undefined;
  let cancelled = false;

  const hydrate = ({ snapshot, texts }: ServerRenderedMarker) => {
    let root!: Root;
    // Hydrated in a transition, which React renders in slices of a few milliseconds: hydrating a
    // header or a footer at once could hold a phone's main thread past 50 ms. The server's HTML
    // shows and its links work meanwhile; a click before the end makes React finish at once and
    // replay it.
    startTransition(() => {
      root = hydrateRoot(
        serverRoot,
        <I18nProvider i18n={i18n}>
          <HydratedElement
            container={container}
            snapshot={snapshot}
            texts={texts}
            serverData={serverDataDrawnWith(container) ?? $serverData.get()}
            ElementRoot={ElementRoot}
            adoptStylesheet={adoptStylesheet}
          />
        </I18nProvider>,
        {
          onRecoverableError: (error) => console.error(`[eb-widgets] <${tag}> did not match the HTML the server rendered; React rendered it again in the browser.`, error),
        },
      );
    });
    unmount = () => {
      root.unmount();
      // Emptied: a later connection renders the element afresh.
      serverRoot.remove();
    };
  };

  const renderAgain = (reason: string) => {
    console.warn(`[eb-widgets] <${tag}> ${reason}: it is rendered again in the browser.`);
    removeServerContent(container);
    holdReservedSpace(container, $env.get().isEmbeddedView);
    unmount = renderInBrowser();
  };

  /** Decides once the locale shown is the one asked for; false while a catalog is on its way. */
  const settle = (): boolean => {
    const shown = $shownLocale.get();
    if (shown === undefined || shown !== $locale.get()) return false;
    if (!marker) {
      renderAgain('was server-rendered without the marker eb-widgets/ssr writes');
    } else if (shown !== marker.locale || i18n.locale !== parentLocale(marker.locale)) {
      renderAgain(`was server-rendered in ${marker.locale} but the page shows ${shown} (give the page's configuration env.locale "${marker.locale}")`);
    } else {
      hydrate(marker);
    }
    return true;
  };

  if (!settle()) {
    const watch = () => {
      if (cancelled || !settle()) return;
      stopShown();
      stopLocale();
    };
    const stopShown = $shownLocale.listen(watch);
    const stopLocale = $locale.listen(watch);
    unmount = () => {
      stopShown();
      stopLocale();
    };
  }
  return () => {
    cancelled = true;
    unmount?.();
  };
}

// The floor of the many-cards benchmark: the same card component, 200 times, in ONE React root
// with the same providers every element has; and that floor with each card in a shadow root of
// its own through a portal, as the elements' shared root has them (shared-root.tsx), rendered in
// one go: what the design costs apart from the custom elements and their batches.
import { I18nProvider } from '@lingui/react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { EventCard } from '../src/event-card/EventCard';
import { stylesheetFor } from '../src/element/element-stylesheets';
import { ElementContext } from '../src/element/element-context';
import { eventCardStyles } from '../src/event-card/event-card.styles';
import { i18n } from '../src/stores/locale';

declare global {
  interface Window {
    /** Renders the cards in one root; returns the function that unmounts them. */
    renderFloor: (events: unknown[], container: HTMLElement, layoutCss?: string) => () => void;
    /** The same root, each card a portal into a shadow root of its own, as each element has. */
    renderFloorPortals: (events: unknown[], container: HTMLElement, layoutCss?: string) => () => void;
  }
}

window.renderFloor = (events, container, layoutCss = '') => {
  // One shadow root, so the card CSS applies the way it does inside an element.
  const shadow = container.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [stylesheetFor('eb-event-card', eventCardStyles)];
  const mount = document.createElement('div');
  // The cards laid out as the elements are in the page.
  mount.style.cssText = layoutCss;
  shadow.append(mount);
  // The element context makes the primitives adopt their CSS into this shadow root too.
  const root = createRoot(mount);
  root.render(
    <ElementContext.Provider value={{ tag: 'eb-event-card', host: container }}>
      <I18nProvider i18n={i18n}>
        {events.map((event, index) => (
          <EventCard key={index} event={event} />
        ))}
      </I18nProvider>
    </ElementContext.Provider>,
  );
  return () => root.unmount();
};

window.renderFloorPortals = (events, container, layoutCss = '') => {
  container.style.cssText = layoutCss;
  const sheet = stylesheetFor('eb-event-card', eventCardStyles);
  const hosts = events.map(() => {
    const host = container.appendChild(document.createElement('div'));
    host.attachShadow({ mode: 'open' }).adoptedStyleSheets = [sheet];
    return host;
  });
  const root = createRoot(document.createElement('div'));
  root.render(
    <I18nProvider i18n={i18n}>
      {events.map((event, index) =>
        createPortal(
          <ElementContext.Provider value={{ tag: 'eb-event-card', host: hosts[index] }}>
            <EventCard event={event} />
          </ElementContext.Provider>,
          hosts[index].shadowRoot!,
          String(index),
        ),
      )}
    </I18nProvider>,
  );
  return () => root.unmount();
};

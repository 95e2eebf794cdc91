// The floor of the many-cards benchmark: the same card component, 200 times, in ONE React root
// with the same providers every element has.
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { EventCard } from '../src/event-card/EventCard';
import { stylesheetFor } from '../src/element/define-element';
import { ElementContext } from '../src/element/element-context';
import { eventCardStyles } from '../src/event-card/event-card.styles';
import { i18n } from '../src/stores/locale';

declare global {
  interface Window {
    /** Renders the cards in one root; returns the function that unmounts them. */
    renderFloor: (events: unknown[], container: HTMLElement, layoutCss?: string) => () => void;
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

/**
 * `<eb-event-card>`: the card fills the width its container gives it; the horizontal layout
 * stacks like the vertical one when the card itself is narrower than 480px (spec 000 §9
 * breakpoint), whatever the window's width, so a card in a narrow column still reads well.
 *
 * The picture and the text are `content-visibility: auto`: each part's layout and paint are
 * contained, so drawing more cards does not redo the cards drawn before, and a part far out of view
 * is skipped. Until drawn once, a skipped part counts as the reserved space has it
 * (reserved-space.ts): the picture by its ratio, the text 194 px (200 px side by side) with its
 * padding. Containment would clip what reaches past a part (the focus ring, the open menu), so the
 * parts are `visible` while the card holds the focus or its menu is open.
 *
 * @cssprop --eb-event-card-inner-radius - the corners of the picture inside the card (default: calc(var(--eb-event-card-radius, 8px) - 1px))
 */
import { RESERVED_SPACE } from '../element/reserved-space';

/** The text's height below the picture (vertical) or the card's (horizontal), as the page reserves it. */
const reservedHeight = (when?: string) => RESERVED_SPACE['eb-event-card'].find((space) => space.when === when)!.height;
/** The text's padding, top and bottom, which contain-intrinsic-block-size does not include. */
const BODY_PADDING_Y = '20px';

export const eventCardStyles = /* css */ `
/* Its own stacking context: the layers inside a card never compete with the page's or another card's. */
:host { container-type: inline-size; isolation: isolate; --eb-event-card-inner-radius: calc(var(--eb-event-card-radius, 8px) - 1px); }
/* While a menu of the card is open (focus is in it), the card and its menu stay above the next card. */
:host(:focus-within) { position: relative; z-index: 1; }
/* Cards in one grid row are as tall as the row; the card's own rounded box paints its surface. */
:host > div { height: 100%; }
:host > div:not([class]) { background: none; }
.eb-event-card {
  position: relative; display: flex; flex-direction: column; height: 100%;
  background: var(--eb-event-card-background, var(--eb-color-surface));
  border: 1px solid var(--eb-event-card-border-color, var(--eb-color-border));
  border-radius: var(--eb-event-card-radius, 8px);
}
.eb-event-card:has(.eb-event-card__link:focus-visible) {
  outline: var(--eb-focus-ring); outline-offset: 2px; box-shadow: 0 0 0 2px var(--eb-focus-ring-halo);
}
.eb-event-card__media {
  position: relative; flex: none; aspect-ratio: 2 / 1; overflow: hidden; background-color: var(--_eb-surface-subtle);
  border-radius: var(--eb-event-card-inner-radius) var(--eb-event-card-inner-radius) 0 0;
}
.eb-event-card__image { display: block; width: 100%; height: 100%; object-fit: contain; }
.eb-event-card__placeholder {
  display: flex; align-items: center; justify-content: center; width: 100%; height: 100%;
  color: var(--eb-color-muted); background: color-mix(in srgb, var(--eb-color-surface) 72%, transparent);
}
.eb-event-card__save { position: absolute; top: 8px; right: 8px; z-index: 2; }
.eb-event-card__body {
  display: flex; flex: 1; flex-direction: column; gap: 4px; min-width: 0; padding: 12px 16px 8px;
  content-visibility: auto; contain-intrinsic-block-size: auto calc(${reservedHeight()} - ${BODY_PADDING_Y});
}
.eb-event-card--horizontal .eb-event-card__body { contain-intrinsic-block-size: auto calc(${reservedHeight('[layout=horizontal]')} - ${BODY_PADDING_Y}); }
.eb-event-card__media { content-visibility: auto; }
:host(:focus-within) :is(.eb-event-card__media, .eb-event-card__body), .eb-event-card__body:has(.eb-dropdown__menu:not([hidden])) { content-visibility: visible; }
/* A card the server drew (eb-widgets/react; its root is data-eb-ssr, server-marker.ts) is laid out
   whole from the first frame: skipped, its text would count as the reserved 194 px for a frame,
   then as what it is, moving what follows, before and again when hydration changes its CSS. */
[data-eb-ssr] :is(.eb-event-card__media, .eb-event-card__body) { content-visibility: visible; }
.eb-event-card__body p { margin: 0; }
.eb-event-card__title {
  margin: 0 0 4px; font-size: 1.15em; font-weight: 700; line-height: 1.3; overflow-wrap: anywhere;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden;
}
.eb-event-card__link { color: inherit; text-decoration: none; }
.eb-event-card__link:hover { text-decoration: underline; }
.eb-event-card__link:focus-visible { outline: none; box-shadow: none; }
/* The whole card opens the event; the controls on it stay above this layer. */
.eb-event-card__link::after { content: ""; position: absolute; inset: 0; z-index: 1; }
.eb-event-card__date { font-weight: 600; }
.eb-event-card__more-dates { font-weight: 400; color: var(--eb-color-muted); }
.eb-event-card__series-link { position: relative; z-index: 2; }
.eb-event-card__location, .eb-event-card__organizer, .eb-event-card__creator-signal { color: var(--eb-color-muted); overflow-wrap: anywhere; }
.eb-event-card__price { font-weight: 600; }
.eb-event-card__description {
  color: var(--eb-color-muted); overflow-wrap: anywhere;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden;
}
.eb-event-card__actions { display: flex; justify-content: flex-end; margin-top: auto; padding-top: 4px; }
.eb-event-card__actions > * { position: relative; z-index: 2; }
.eb-event-card--horizontal { flex-direction: row; }
.eb-event-card--horizontal .eb-event-card__media {
  flex: 0 0 40%; aspect-ratio: auto; min-height: 160px;
  border-radius: var(--eb-event-card-inner-radius) 0 0 var(--eb-event-card-inner-radius);
}
@container (width < 480px) {
  .eb-event-card--horizontal { flex-direction: column; }
  .eb-event-card--horizontal .eb-event-card__media {
    flex: none; aspect-ratio: 2 / 1; min-height: 0;
    border-radius: var(--eb-event-card-inner-radius) var(--eb-event-card-inner-radius) 0 0;
  }
}
.eb-event-card--unavailable { align-items: center; justify-content: center; min-height: 120px; padding: 24px; color: var(--eb-color-muted); text-align: center; }

.eb-share__event { margin: 0 0 16px; font-weight: 600; overflow-wrap: anywhere; }
.eb-share__methods {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 8px;
  margin: 0; padding: 0; list-style: none;
}
.eb-share__method .eb-button { width: 100%; justify-content: flex-start; }
.eb-share__method-content { display: inline-flex; align-items: center; gap: 8px; }
.eb-share__status { min-height: 1.5em; margin-top: 12px; }
.eb-share__link { overflow-wrap: anywhere; user-select: all; }
`;

import type { MapStore } from 'nanostores';
import type { Props } from './element-definition';

// An element's props as its attributes and properties set them: the custom-element half
// (define-element.ts) keeps them, the React half (render-element.tsx) renders them.

/** The element's method that gives its props, parsing first every JSON attribute not parsed yet. */
export const READ_PROPS = Symbol('eb.readProps');

/** The props of an element, as its attributes and properties set them. */
export const elementProps = (host: Element): MapStore<Props> => (host as Element & { [READ_PROPS](): MapStore<Props> })[READ_PROPS]();

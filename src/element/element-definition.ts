import type { ComponentType } from 'react';
import type { AttributeMap } from './attributes';
import type { EbEventName } from './events';

// What an elements/ module gives defineElement (define-element.ts), and what the element's code
// loads: the custom-element half and the React half (render-element.tsx) both read it, so it
// sits below both.

export interface ElementEvent {
  event: EbEventName;
  /** When the listener may cancel it: the callback then returns false and the default is skipped. */
  cancelable?: boolean;
}

/** An element's code: what the first connected element of the tag loads. */
export interface ElementImplementation<Props> {
  component: ComponentType<Props>;
  /** CSS for this tag, after the base styles, in one stylesheet shared by every instance. */
  styles?: string;
}

export interface ElementDefinition<Props> {
  tag: `eb-${string}`;
  /** camelCase prop name -> type; each is also an attribute (`hideMarketing` / `hide-marketing`). */
  attributes?: AttributeMap;
  /** Callback prop -> the event it dispatches (`onLocaleChange` -> `eb-locale-change`). */
  events?: Readonly<Record<string, ElementEvent>>;
  /** Loads the component and its CSS; called once, when the first element of the tag is connected. */
  load: () => Promise<ElementImplementation<Props>>;
  /**
   * Render an element only once it comes near the viewport, keeping its reserved space until then:
   * for elements a page may hold by the hundred, so that a page renders the ones a visitor can
   * reach, not all of them at load.
   */
  renderNearViewport?: boolean;
  /**
   * Render in slices of a few milliseconds (a React transition) rather than whole: for an element
   * whose one render could hold a phone's main thread past 50 ms, such as the marketplace's home.
   * Slicing costs time overall, so small elements render whole, in batches.
   */
  rendersInSlices?: boolean;
}

export type Props = Record<string, unknown>;

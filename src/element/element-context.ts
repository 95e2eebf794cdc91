import { createContext, useContext } from 'react';
import { emitEvent, type EbEventName } from './events';

export interface ElementContextValue {
  tag: string;
  host: HTMLElement;
}

/** The custom element a React tree renders for; set by the element wrapper. */
export const ElementContext = createContext<ElementContextValue | null>(null);

/**
 * `emit(name, detail)` from anywhere inside an element (analytics, for example); outside an
 * element (a plain React test) it dispatches nothing and reports the event as not cancelled.
 */
export function useEmit(): <Detail>(name: EbEventName, detail: Detail, options?: { cancelable?: boolean }) => boolean {
  const context = useContext(ElementContext);
  return (name, detail, options) => (context ? emitEvent(context.host, name, detail, options) : true);
}

// The types the package publishes beside its generated element declarations, so that an app in
// TypeScript checks what it passes in (an event for the card, the configuration). They come from
// the source that validates those values, so nothing is written twice.
import type { DisplayEvent } from './event-card/event-display';

export type { DisplayEvent } from './event-card/event-display';
export type { ServerData, ServerDataPatch } from './stores/server-data-types';
export { configure } from './stores/server-data';

/**
 * What `<eb-event-card>`'s `event` takes: the event as displayed (spec 000 §3), camelCase, or
 * the destination API's snake_case (its keys then fall under the index signature). Only `id`
 * and `name` are required; a part the card cannot read (too deep, a cycle, a getter that throws)
 * is left out with one warning, and a value without a readable `id` and `name` shows 'This
 * event is not available'.
 */
export type EventCardEventInput = Pick<DisplayEvent, 'id' | 'name'> & Partial<DisplayEvent> & Record<string, unknown>;

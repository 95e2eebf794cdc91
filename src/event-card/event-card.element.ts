// The code of <eb-event-card>, loaded the first time an event card is on the page.
export { EventCard as component } from './EventCard';
export { eventCardStyles as styles } from './event-card.styles';

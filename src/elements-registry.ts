// Every tag of the library and how to load its code (API.md §1). A new element adds one line.
export const ELEMENT_LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  'eb-event-card': () => import('../elements/eb-event-card'),
  'eb-footer': () => import('../elements/eb-footer'),
  'eb-header': () => import('../elements/eb-header'),
};

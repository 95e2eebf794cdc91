// Every tag of the library and how to load its code (API.md §1). A new element adds one line.
export const ELEMENT_LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  'eb-footer': () => import('../elements/eb-footer'),
};

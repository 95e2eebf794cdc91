import { createRoot, type Root } from 'react-dom/client';

/**
 * For tests of a hook or a React-only part: a React root in a new `<div>` on the page for each
 * test, unmounted and removed after it. Call at the top of a test file.
 */
export function reactRootPerTest(): { readonly container: HTMLElement; readonly root: Root } {
  let current: { container: HTMLElement; root: Root } | undefined;
  beforeEach(() => {
    const container = document.createElement('div');
    document.body.append(container);
    current = { container, root: createRoot(container) };
  });
  afterEach(() => {
    current?.root.unmount();
    current?.container.remove();
    current = undefined;
  });
  return {
    get container() {
      return current!.container;
    },
    get root() {
      return current!.root;
    },
  };
}

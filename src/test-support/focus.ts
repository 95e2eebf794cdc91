import { expect } from 'chai';

function describeNode(node: Element | null): string {
  return node ? `<${node.localName}> "${node.textContent}"` : 'nothing';
}

/** Where focus is in a shadow root: the message names both elements, then identity is checked. */
export function expectFocusOn(root: ShadowRoot, element: Element | null, message?: string): void {
  expect(describeNode(root.activeElement), message).to.equal(describeNode(element));
  expect(root.activeElement === element, message ?? 'the very same element').to.equal(true);
}

import axe from 'axe-core';

/** The library's elements `element` is in or holds: the ones whose `color-scheme` decides its colours. */
function schemeHosts(element: Element): HTMLElement[] {
  const root = element.getRootNode();
  if (root instanceof ShadowRoot) return [root.host as HTMLElement];
  const holds = [element, ...element.querySelectorAll('*')].filter((candidate) => candidate.localName.startsWith('eb-') && candidate.shadowRoot);
  return holds as HTMLElement[];
}

async function violations(element: Element, scheme: string): Promise<string[]> {
  const results = await axe.run(element, { resultTypes: ['violations'] });
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}, ${scheme} scheme): ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary}`).join('\n')}`,
  );
}

/**
 * Runs axe-core on an element (it looks inside open shadow roots), colour contrast included, in
 * the scheme it is in and again in the dark one (issue 40: zero violations in both schemes), and
 * fails on any violation.
 */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const found = await violations(element, 'its own');
  const hosts = schemeHosts(element);
  const before = hosts.map((host) => host.getAttribute('color-scheme'));
  hosts.forEach((host) => host.setAttribute('color-scheme', 'dark'));
  try {
    found.push(...(await violations(element, 'dark')));
  } finally {
    hosts.forEach((host, index) => (before[index] === null ? host.removeAttribute('color-scheme') : host.setAttribute('color-scheme', before[index])));
  }
  if (found.length) throw new Error(`axe-core found ${found.length} violation(s):\n${found.join('\n')}`);
}

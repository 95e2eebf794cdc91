import axe from 'axe-core';

/** Runs axe-core on an element (it looks inside open shadow roots) and fails on any violation. */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, { resultTypes: ['violations'] });
  if (results.violations.length) {
    const report = results.violations
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary}`).join('\n')}`)
      .join('\n');
    throw new Error(`axe-core found ${results.violations.length} violation(s):\n${report}`);
  }
}

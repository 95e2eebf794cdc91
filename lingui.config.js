import { formatter } from '@lingui/format-po';

// Catalogs are the 14 translation chunks of spec 000 §7; the 28 supported locales map onto them
// through the parent map of spec 000 §9 (src/i18n/locales.ts).
/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: 'en_US',
  fallbackLocales: { default: 'en_US' },
  locales: ['de_DE', 'en_AU', 'en_GB', 'en_US', 'es_AR', 'es_ES', 'es_MX', 'fr_CA', 'fr_FR', 'it_IT', 'nl_NL', 'pt_BR', 'pt_PT', 'sv'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/test-support/**'] }],
  // Without line numbers, moving code does not rewrite every catalog.
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'json',
  orderBy: 'messageId',
  // The library's <Trans>: values are shown verbatim, never parsed for tags (src/i18n/Trans.tsx).
  runtimeConfigModule: { Trans: ['<rootDir>/src/i18n/Trans', 'Trans'] },
};

// Built by the bundler: the URL of every compiled catalog, relative to the script that loaded
// the library (rollup.config.mjs and web-test-runner.config.mjs each provide it).
declare module 'virtual:eb-catalog-urls' {
  export const catalogUrls: Readonly<Partial<Record<string, string>>>;
}

// Built by rollup.config.mjs for eb-widgets/ssr: each compiled catalog as a module of its own.
declare module 'virtual:eb-catalog-modules' {
  export const catalogModules: Readonly<Partial<Record<string, () => Promise<{ default: { messages: import('@lingui/core').Messages } }>>>>;
}

// Built by rollup.config.mjs for the React wrappers' server drawing: every compiled catalog's
// messages, imported up front, since a React server render cannot wait for one.
declare module 'virtual:eb-catalog-messages' {
  export const catalogMessages: Readonly<Partial<Record<string, import('@lingui/core').Messages>>>;
}

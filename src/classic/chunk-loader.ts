// The classic loader's module runtime: dist/eb-widgets.classic.js starts with it. Rollup writes
// the classic build as AMD modules that call a define function of our own, never the page's
// `define`, so a page's RequireJS is neither used nor disturbed. Each chunk is added as a
// `<script>` beside the loader the first time code asks for it (rollup turns `import()` into
// the module's own `require([...])`), and runs once. It needs no eval and no inline script.
// Imports nothing: the build puts it in front of the loader's own module as it is.

type Exports = Record<string, unknown>;
type Factory = (...dependencies: unknown[]) => unknown;

/** What rollup's AMD chunks call instead of `define`: always anonymous, named by their script's URL. */
export type Define = (dependencies: string[], factory: Factory) => void;

/** The `require` a module gets: loads modules by path relative to itself, and names its files' URLs. */
export interface LocalRequire {
  (ids: string[], onLoad: (...modules: Exports[]) => void, onError?: (error: unknown) => void): void;
  toUrl(id: string): string;
}

/**
 * The Trusted Types policy through which chunks' script URLs are given, on pages that enforce
 * Trusted Types (`require-trusted-types-for 'script'`). It gives only URLs of JavaScript files
 * beside the loader, whatever it is asked for.
 */
export const CHUNK_POLICY = 'eb-widgets-classic';

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): { createScriptURL(input: string): unknown };
}

// Imported without a DOM (Node, SSR, a test runner), the loader's module still runs, as the
// IIFE's does, and defines nothing.
const currentScript = () => (typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement ? document.currentScript : null);
const pageBase = () => (typeof document === 'undefined' ? 'file:///' : document.baseURI);

/** A URL without its query and fragment: a module's name in the registry. */
const moduleName = (url: string) => {
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
};

/**
 * Installs the define function as `scope[name]`, once per page: a second copy of the loader
 * (two script tags, another version from elsewhere) uses the first one's. `entryFile` is the
 * loader's own name in its build (chunks that import the loader's module ask for it by that
 * name), so a copy hosted under another name, or loaded with a query string, still runs once.
 */
export function installChunkLoader(name: string, entryFile: string, scope: Record<string, unknown> = globalThis): Define {
  const existing = scope[name];
  if (typeof existing === 'function') return existing as Define;

  const loaderScript = currentScript();
  /** Where the loaders are: chunk URLs the policy gives must be under one of these. */
  const loaderBases = new Set([new URL('.', loaderScript?.src || pageBase()).href]);
  /** Each module by name: what its factory exported, once its dependencies were in and it ran. */
  const modules = new Map<string, Promise<Exports>>();
  /** Scripts added whose define has not run yet. */
  const requested = new Map<string, { resolve: (exports: Exports) => void; reject: (error: unknown) => void }>();

  let policy: { createScriptURL(input: string): unknown } | null | undefined;
  function scriptUrl(url: string): unknown {
    const trustedTypes = (globalThis as unknown as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    if (!trustedTypes) return url;
    if (policy === undefined) {
      try {
        policy = trustedTypes.createPolicy(CHUNK_POLICY, {
          createScriptURL: (input) => {
            const beside = [...loaderBases].some((base) => input.startsWith(base));
            if (!beside || !new URL(input).pathname.endsWith('.js')) throw new TypeError(`${CHUNK_POLICY} gives only the library's own scripts, not ${input}`);
            return input;
          },
        });
      } catch {
        // Not allowed by the page: a default policy, or no enforcement, may still take the text.
        policy = null;
      }
    }
    return policy ? policy.createScriptURL(url) : url;
  }

  /** The module at `url`, its script added to the page the first time (again after a failure). */
  function load(url: string): Promise<Exports> {
    const key = moduleName(url);
    let module = modules.get(key);
    if (module) return module;
    const script = document.createElement('script');
    module = new Promise<Exports>((resolve, reject) => {
      requested.set(key, { resolve, reject });
      const fail = (error: Error) => {
        requested.delete(key);
        reject(error);
      };
      script.addEventListener('error', () => fail(new Error(`${url} could not be loaded`)));
      // The load event comes right after the script ran: by then it has called define.
      script.addEventListener('load', () => {
        if (requested.has(key)) fail(new Error(`${url} defined no module`));
      });
      if (loaderScript?.crossOrigin) script.crossOrigin = loaderScript.crossOrigin;
      if (loaderScript?.nonce) script.nonce = loaderScript.nonce;
      try {
        (script as unknown as { src: unknown }).src = scriptUrl(key);
      } catch (error) {
        // A Trusted Types policy that refuses the URL throws a TypeError.
        fail(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      (document.head ?? document.documentElement).append(script);
    });
    modules.set(key, module);
    // Forgotten after a failure, so the next request tries again.
    module.catch(() => {
      if (modules.get(key) === module) modules.delete(key);
      script.remove();
    });
    return module;
  }

  function localRequire(base: string): LocalRequire {
    const require = (ids: string[], onLoad: (...modules: Exports[]) => void, onError?: (error: unknown) => void) => {
      // Without onError, a failure is an unhandled rejection: how AMD's require reports one.
      void Promise.all(ids.map((id) => load(new URL(id, base).href))).then((loaded) => onLoad(...loaded), onError);
    };
    return Object.assign(require, { toUrl: (id: string) => new URL(id, base).href });
  }

  const define: Define = (dependencies, factory) => {
    const key = moduleName(currentScript()?.src || pageBase());
    const waiting = requested.get(key);
    requested.delete(key);
    // The same file run again by a second script tag: it ran once already.
    if (!waiting && modules.has(key)) return;

    const exports: Exports = {};
    const module = { id: key, uri: key, exports };
    const ran = Promise.all(
      dependencies.map((id): Promise<unknown> => {
        if (id === 'require') return Promise.resolve(localRequire(key));
        if (id === 'exports') return Promise.resolve(exports);
        if (id === 'module') return Promise.resolve(module);
        return load(new URL(id, key).href);
      }),
    ).then((values) => {
      const returned = factory(...values);
      return (dependencies.includes('exports') ? exports : (returned as Exports | undefined)) ?? exports;
    });

    if (waiting) {
      ran.then(waiting.resolve, waiting.reject);
      return;
    }
    // Run by the page's own script tag: the loader itself. Chunks ask for it by its build name.
    modules.set(key, ran);
    loaderBases.add(new URL('.', key).href);
    const asBuilt = moduleName(new URL(entryFile, key).href);
    if (!modules.has(asBuilt)) modules.set(asBuilt, ran);
  };

  scope[name] = define;
  return define;
}

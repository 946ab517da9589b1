/**
 * Gatsby compiles each Function with webpack, which replaces every `process.env.X` with its value at
 * build time. So server settings are read from the real environment when a request runs. Whatever
 * a Function needs is bundled into it (a deployed Function is one file); only native modules that a
 * bundle cannot hold (libsql, the local SQLite default) are loaded from node_modules at run time.
 */
declare const __non_webpack_require__: NodeRequire | undefined;

export const runtimeEnv = (): NodeJS.ProcessEnv => globalThis.process.env;

/** Node's own require: webpack's escape hatch in a compiled Function, a plain one elsewhere (tests, scripts).
 *  The module builtin is reached through the process so that webpack does not try to follow it. */
export const runtimeRequire = (id: string): unknown =>
  typeof __non_webpack_require__ === 'function'
    ? __non_webpack_require__(id)
    : globalThis.process.getBuiltinModule('module').createRequire(__filename)(id);

/**
 * `gatsby serve` loads a Function's bundle again on every request, and Node records each copy in
 * the loading module's `children` list, so every request's copy (megabytes) stays in memory. An
 * empty list that never keeps what is pushed on it stops that leak; nothing reads it.
 */
export function stopFunctionReloadLeak(): void {
  const state = globalThis as { __velmoraReloadLeakStopped?: boolean };
  if (state.__velmoraReloadLeakStopped || typeof __non_webpack_require__ !== 'function') return;
  state.__velmoraReloadLeakStopped = true;
  const loaderSuffix = ['internal-plugins', 'functions', 'middleware.js'].join('/');
  for (const loaded of Object.values(__non_webpack_require__.cache)) {
    // Other hosts (Netlify's Lambda emulator) keep cache entries without an id.
    if (typeof loaded?.id === 'string' && loaded.id.replace(/\\/g, '/').endsWith(loaderSuffix)) {
      Object.defineProperty(loaded, 'children', { get: () => [], set: () => undefined, configurable: true });
    }
  }
}

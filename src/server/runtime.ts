/**
 * Gatsby compiles each Function with webpack, which replaces every `process.env.X` with its value at
 * build time and cannot bundle native modules. So server settings are read from the real
 * environment when a request runs, and database drivers are loaded from node_modules at run time.
 */
declare const __non_webpack_require__: NodeRequire | undefined;

export const runtimeEnv = (): NodeJS.ProcessEnv => globalThis.process.env;

/** Node's own require: webpack's escape hatch in a compiled Function, a plain one elsewhere (tests, scripts).
 *  The module builtin is reached through the process so that webpack does not try to follow it. */
export const runtimeRequire = (id: string): unknown =>
  typeof __non_webpack_require__ === 'function'
    ? __non_webpack_require__(id)
    : globalThis.process.getBuiltinModule('module').createRequire(__filename)(id);

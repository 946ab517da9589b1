/**
 * State that must outlive a request. `gatsby serve` deletes a Function's module from the require
 * cache and loads it again on every request, so module-level variables start empty each time;
 * connections and indexes kept here are made once per process.
 */
const registry: Map<string, unknown> = ((
  globalThis as { __velmoraProcessWide?: Map<string, unknown> }
).__velmoraProcessWide ??= new Map<string, unknown>());

export function processWide<T>(key: string, create: () => T): T {
  if (!registry.has(key)) registry.set(key, create());
  return registry.get(key) as T;
}

/** Forgets a value (a failed connection attempt), so the next request tries again. */
export const forgetProcessWide = (key: string) => registry.delete(key);

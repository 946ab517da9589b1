import { LOOKUP_INDEX_VERSION } from './index-format';

/**
 * The compiled indexes (./data, made by npm install) travel inside the Functions: a deployed
 * Function is one bundled file with nothing beside it to read. Each index module requires its own
 * file where it is first needed, so webpack puts into a Function only the files it reaches, and
 * the file is parsed on the first lookup, not when the Function loads.
 */
export function checkedIndexFile<T extends { version: number }>(load: () => unknown, fileName: string): T {
  let file: unknown;
  try {
    file = load();
  } catch (error) {
    throw new Error(
      `Missing lookup index src/lookups/data/${fileName}: run npx tsx src/lookups/compile/compile-indexes.ts (${String(error)})`,
    );
  }
  if ((file as Partial<T> | null)?.version !== LOOKUP_INDEX_VERSION) {
    throw new Error(
      `src/lookups/data/${fileName} was compiled for another version: run npx tsx src/lookups/compile/compile-indexes.ts`,
    );
  }
  return file as T;
}

/**
 * A whole-number setting from the environment, between `min` and `max`; unset, blank or anything
 * else gives the default (a typo never turns a limit off).
 */
export function wholeNumberSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  { min = 1, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {},
): number {
  const value = Number((env[name] ?? '').trim() || fallback);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

import dotenv from 'dotenv';
import path from 'path';
import { ROOT } from '../shared/repo-root';

/**
 * What every server process of the site does first: reads .env, and runs in production mode
 * (Express shows stack traces outside production; these servers never run any other way).
 */
export function prepareServerProcess(): void {
  dotenv.config({ path: path.join(ROOT, '.env') });
  process.env.NODE_ENV = 'production';
}

/** A command-line option (`--name value`), or its fallback. */
export const option = (name: string, fallback: string): string => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};

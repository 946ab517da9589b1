import { testDatabaseUrl } from '../../testing/test-database';
import { spawn, type ChildProcessWithoutNullStreams } from 'child_process';
import path from 'path';
import { runtimeEnv } from '../../../runtime/runtime';
import type { Database } from '../../store/database';

export const ROOT = path.resolve(__dirname, '../../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

/** The settings a script needs to open the test's own database (SQLite file or PostgreSQL). */
export async function databaseEnv(db: Database): Promise<NodeJS.ProcessEnv> {
  if (db.dialect === 'postgres') return { DATABASE_URL: testDatabaseUrl() };
  const row = await db.get("SELECT file FROM pragma_database_list WHERE name = 'main'");
  return { DATABASE_URL: '', LEADS_SQLITE_FILE: String(row?.file ?? '') };
}

export interface RunningScript {
  child: ChildProcessWithoutNullStreams;
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
}

/** Starts a TypeScript file under tsx, as `npx tsx <file>` would, with extra settings. */
export function startScript(file: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): RunningScript {
  const child = spawn(TSX, [path.resolve(ROOT, file), ...args], { cwd, env: { ...runtimeEnv(), ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
  };
}

export async function runScript(file: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT) {
  const running = startScript(file, args, env, cwd);
  const code = await running.exited;
  return { code, stdout: running.stdout(), stderr: running.stderr() };
}

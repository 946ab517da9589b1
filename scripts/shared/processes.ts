import { spawn, type ChildProcess, type SpawnOptions } from 'child_process';

/** Children started by this script; all of them are stopped when it stops. */
const children = new Set<ChildProcess>();

export interface RunOptions extends SpawnOptions {
  /** Prefix each output line with this label; by default output passes through untouched. */
  label?: string;
}

function pipeLabelled(child: ChildProcess, label: string) {
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${label}] ${line}\n`);
    });
  }
}

/** Starts a long-running process in its own process group, so stopping it stops its children too. */
export function start(command: string, args: string[], options: RunOptions = {}): ChildProcess {
  const { label, ...spawnOptions } = options;
  const child = spawn(command, args, {
    stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: true,
    ...spawnOptions,
  });
  if (label) pipeLabelled(child, label);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Runs a command to its end; rejects with its exit code when it fails. */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = start(command, args, options);
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

export async function stop(child: ChildProcess, graceMs = 8000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // Already gone, or a child started in this process's group (not detached): signal it alone.
      try {
        process.kill(child.pid as number, signal);
      } catch {
        // Already gone.
      }
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export const stopAll = () => Promise.all([...children].map((child) => stop(child)));

/**
 * Stops every child on Ctrl-C or a termination signal, then exits. `onStop` runs first, and is
 * waited for when it returns a promise (npm start's supervisor stops its parts there, so that
 * none is restarted while the rest stop).
 */
export function stopAllOnSignals(onStop?: () => void | Promise<void>) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // The executor runs onStop at once (a flag it sets holds from this moment on).
      void new Promise<void>((resolve) => resolve(onStop?.()))
        .catch((error: Error) => process.stderr.write(`While stopping: ${error.message}\n`))
        .then(() => stopAll())
        .then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  {
    timeoutMs = 180_000,
    intervalMs = 500,
    whileAlive,
  }: { timeoutMs?: number; intervalMs?: number; whileAlive?: ChildProcess } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (whileAlive && (whileAlive.exitCode !== null || whileAlive.signalCode !== null)) {
      throw new Error(`${what}: the process exited (${whileAlive.signalCode ?? `exit ${whileAlive.exitCode}`})`);
    }
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${what}: no answer within ${Math.round(timeoutMs / 1000)} s`);
}

export const answers = async (url: string, init?: RequestInit): Promise<boolean> => {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(3000) });
  return response.status < 500;
};

import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { note, stage } from '../shared/log';
import { run } from '../shared/processes';

export interface ThrowawayPostgres {
  /** A fresh, empty database in the cluster, so that no test sees another's rows. */
  createDatabase(name: string): string;
  stop(): Promise<void>;
}

const binDir = (): string | undefined => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
};

/** Debian's PostgreSQL server, installed when missing and this user can. */
async function ensurePostgresBinaries(): Promise<string> {
  const found = binDir();
  if (found) return found;
  if (process.getuid?.() !== 0 || !fs.existsSync('/usr/bin/apt-get')) {
    throw new Error(
      "PostgreSQL's server is not installed: install Debian's postgresql (sudo apt-get install postgresql)",
    );
  }
  stage("Installing Debian's postgresql for the PostgreSQL tests");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update'], { label: 'apt', env });
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { label: 'apt', env });
  const installed = binDir();
  if (!installed) throw new Error('apt-get installed postgresql, but initdb is still missing');
  return installed;
}

/** initdb refuses to run as root: as root, the server runs as Debian's postgres user. */
const asServerUser = (command: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

/**
 * A PostgreSQL server of the test run's own: a fresh cluster in a temporary folder on its own
 * port, with fsync and synchronous_commit on (as production), removed again by stop(). The ports
 * (25432 here, 25433 for the production stage) are under Linux's range for the local ports of
 * outgoing connections (32768 to 60999): at 55432, an outgoing connection on this machine held the
 * port as the server bound it, once ("Address already in use"; the crash and hostile stages just
 * before make tens of thousands of connections).
 */
export async function startThrowawayPostgres(
  port = Number(process.env.E2E_PG_PORT || 25432),
): Promise<ThrowawayPostgres> {
  const bin = await ensurePostgresBinaries();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'velmora-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const exec = (command: string, args: string[]) => {
    const [cmd, argv] = asServerUser(path.join(bin, command), args);
    execFileSync(cmd, argv, { stdio: 'pipe', cwd: dir });
  };
  note(`PostgreSQL: a throwaway cluster in ${dir} on port ${port}`);
  const log = path.join(dir, 'server.log');
  try {
    exec('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-instructions', '-E', 'UTF8']);
    exec('pg_ctl', [
      '-D',
      data,
      '-l',
      log,
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c synchronous_commit=on`,
      'start',
    ]);
  } catch (error) {
    // pg_ctl says only "Examine the log output": the log's last lines go with the error. A server
    // still starting (past pg_ctl's wait) is stopped, and the cluster's folder removed.
    const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n').slice(-4).join('\n') : '';
    try {
      exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // No server runs from it.
    }
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message.trim()}${tail ? `\n${tail}` : ''}`);
  }
  return {
    createDatabase(name) {
      exec('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      try {
        exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

import { spawn } from 'child_process';

/** A Lambda-style event, as Netlify hands one to a Function. */
export interface LambdaEvent {
  httpMethod: string;
  path: string;
  rawUrl?: string;
  queryStringParameters?: Record<string, string>;
  multiValueQueryStringParameters?: Record<string, string[]>;
  multiValueHeaders: Record<string, string[]>;
  body: string | null;
  isBase64Encoded: boolean;
}

export interface LambdaAnswer {
  statusCode: number;
  multiValueHeaders?: Record<string, string[]>;
  headers?: Record<string, string>;
  body?: string;
  isBase64Encoded?: boolean;
}

export interface ArtifactRun {
  /** One answer per event, in order (the same warm instance answers them all). */
  answers: LambdaAnswer[];
  /** Files Node loaded from outside the unpacked folder: a deployed Function would not have them. */
  loadedFromOutside: string[];
  /** Why the artifact could not be loaded or its handler threw. */
  error?: string;
  /** The process's own output (the Function's logs). */
  output: string;
}

const RESULT_MARK = '@@artifact-result@@';

/**
 * Runs in a separate Node process whose working directory is the unpacked artifact: loads the
 * entry file as Netlify's runtime does, calls `handler(event, context)` for each event on stdin,
 * and notes every module resolved outside the folder.
 */
const RUNNER = `
const fs = require('fs');
const Module = require('module');
const path = require('path');
const dir = fs.realpathSync(process.cwd());
const outside = new Set();
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const file = resolve.call(this, request, ...rest);
  if (path.isAbsolute(file) && !fs.realpathSync(file).startsWith(dir + path.sep)) outside.add(file);
  return file;
};
const finish = (result) => {
  process.stdout.write('\\n${RESULT_MARK}' + JSON.stringify({ ...result, loadedFromOutside: [...outside] }) + '\\n');
  process.exit(0);
};
const input = JSON.parse(fs.readFileSync(0, 'utf8'));
(async () => {
  const loaded = require(path.join(dir, input.entry));
  if (typeof loaded.handler !== 'function') throw new Error(input.entry + ' exports no handler');
  const answers = [];
  for (const [index, event] of input.events.entries()) {
    const context = {
      functionName: input.name,
      awsRequestId: 'production-stage-' + index,
      callbackWaitsForEmptyEventLoop: true,
      getRemainingTimeInMillis: () => 10000,
    };
    answers.push(await loaded.handler(event, context));
  }
  finish({ answers });
})().catch((error) => finish({ answers: [], error: String((error && error.stack) || error) }));
`;

/**
 * Runs a Function from its unpacked deploy artifact in a fresh Node process: cwd the folder, an
 * environment of only `env` (no NODE_PATH, no NODE_OPTIONS), so nothing of the project is reachable.
 */
export function runArtifact(
  dir: string,
  entry: string,
  events: object[],
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ArtifactRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', RUNNER], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', TZ: 'UTC', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const at = output.lastIndexOf(RESULT_MARK);
      if (at < 0) {
        resolve({
          answers: [],
          loadedFromOutside: [],
          error: `the runner ended without an answer (${signal ?? `exit ${code}`})`,
          output,
        });
        return;
      }
      const result = JSON.parse(output.slice(at + RESULT_MARK.length).split('\n')[0] ?? '{}') as Omit<
        ArtifactRun,
        'output'
      >;
      resolve({ ...result, output: output.slice(0, at) });
    });
    child.stdin.end(JSON.stringify({ entry, name: entry.replace(/\.[cm]?js$/, ''), events }));
  });
}

/** An answer's body as text (the adapter answers base64). */
export const answerText = (answer: LambdaAnswer | undefined): string =>
  !answer?.body ? '' : answer.isBase64Encoded ? Buffer.from(answer.body, 'base64').toString('utf8') : answer.body;

/** An answer's header, whichever of the two shapes the Function used. */
export const answerHeader = (answer: LambdaAnswer | undefined, name: string): string | undefined => {
  const lower = name.toLowerCase();
  for (const [key, values] of Object.entries(answer?.multiValueHeaders ?? {})) {
    if (key.toLowerCase() === lower) return values.join(', ');
  }
  for (const [key, value] of Object.entries(answer?.headers ?? {})) if (key.toLowerCase() === lower) return value;
  return undefined;
};

/** A POST of JSON, as a browser on the site sends it. */
export const jsonPost = (route: string, body: unknown, headers: Record<string, string> = {}): LambdaEvent => {
  const text = JSON.stringify(body);
  return {
    httpMethod: 'POST',
    path: route,
    rawUrl: `http://localhost${route}`,
    queryStringParameters: {},
    multiValueQueryStringParameters: {},
    multiValueHeaders: Object.fromEntries(
      Object.entries({
        'content-type': 'application/json',
        // Gatsby's body parser reads a body only when the request says how long it is (Netlify does).
        'content-length': String(Buffer.byteLength(text)),
        'x-nf-client-connection-ip': '203.0.113.7',
        ...headers,
      }).map(([key, value]) => [key, [value]]),
    ),
    body: text,
    isBase64Encoded: false,
  };
};

export const get = (route: string, query: Record<string, string> = {}): LambdaEvent => ({
  httpMethod: 'GET',
  path: route,
  rawUrl: `http://localhost${route}?${new URLSearchParams(query).toString()}`,
  queryStringParameters: query,
  multiValueQueryStringParameters: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, [value]])),
  multiValueHeaders: { 'x-nf-client-connection-ip': ['203.0.113.7'] },
  body: null,
  isBase64Encoded: false,
});

import { spawn } from 'child_process';
import type { Finding } from './html-checks';

/** The Nu HTML Checker (vnu-jar, run on the machine's Java) over the built pages: its errors. */
export async function nuHtmlErrors(files: { path: string; file: string }[]): Promise<Finding[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped; its export stringifies to the jar's path
  const jar = String(require('vnu-jar') as string);
  const byUrl = new Map(files.map(({ path, file }) => [`file:${file}`, path]));
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('java', [
      '-Xss1024k',
      '-jar',
      jar,
      '--errors-only',
      '--format',
      'json',
      ...files.map((f) => f.file),
    ]);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.resume();
    child.on('error', (error) =>
      reject(new Error(`The Nu HTML Checker needs Java (Debian: default-jre-headless): ${error.message}`)),
    );
    child.on('close', () => resolve(stderr));
  });
  const start = output.indexOf('{');
  if (start < 0) throw new Error(`The Nu HTML Checker said no results:\n${output.slice(0, 2000)}`);
  const { messages } = JSON.parse(output.slice(start)) as {
    messages: { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string }[];
  };
  return messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .map((message) => ({
      path: byUrl.get(message.url ?? '') ?? message.url ?? '(unknown page)',
      problem: `line ${message.lastLine ?? '?'}: ${message.message}${message.extract ? ` «${message.extract.trim().slice(0, 80)}»` : ''}`,
    }));
}

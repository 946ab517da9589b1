/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  checkRecord,
  createRecord,
  readRecord,
  writeRecord,
  type InputRecord,
} from 'gatsby/dist/utils/unchanged-inputs';

/**
 * Gatsby keeps what three build steps read beside their output (patches/gatsby+5.16.1.patch adds
 * gatsby/dist/utils/unchanged-inputs.js): compiling the gatsby-* files, compiling the Functions and
 * extracting queries. A build skips a step only when its record still holds; these are the cases
 * where it must not.
 */
describe("Gatsby's record of a build step's inputs", () => {
  let site: string;
  const at = (file: string) => path.join(site, file);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(at(file)), { recursive: true });
    fs.writeFileSync(at(file), text);
  };
  const values = (changes: Record<string, unknown> = {}) => ({
    step: 'compile functions',
    gatsby: '5.16.1',
    entry: { quote: `${at('src/api/quote.ts')}?matchPath=` },
    definitions: { 'process.env.SITE_URL': '"http://localhost:9000"' },
    ...changes,
  });
  /** A record of the step as it ran just now: every file in it was written before it started. */
  const record = (): InputRecord => {
    const made = createRecord({
      values: values(),
      files: [at('src/api/quote.ts'), at('src/pricing/rates.ts'), at('node_modules/zod/index.js')],
      missing: [at('src/api/quote.js'), at('src/pricing')],
      directories: [at('src/pricing')],
      outputs: [at('.cache/functions/quote.js')],
      startedAt: Date.now() + 1000,
    });
    if (!made) throw new Error('expected a record');
    return made;
  };

  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'velmora-unchanged-inputs-'));
    write('src/api/quote.ts', 'export default function quote() { return 1; }\n');
    write('src/pricing/rates.ts', 'export const rate = 100;\n');
    write('node_modules/zod/index.js', 'module.exports = {};\n');
    write('.cache/functions/quote.js', 'exports.default = () => 1;\n');
  });
  afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

  it('holds for the same inputs, also through the file it is kept in', () => {
    const made = record();
    expect(checkRecord(made, values())).toEqual({ unchanged: true });
    writeRecord(at('.cache/functions-inputs.json'), made);
    expect(checkRecord(readRecord(at('.cache/functions-inputs.json')), values())).toEqual({ unchanged: true });
  });

  it('keeps no secret: the values (the environment) are kept as a digest only', () => {
    expect(JSON.stringify(record())).not.toContain('localhost:9000');
  });

  it('fails when a byte of a source changed, even with the same size and time', () => {
    const made = record();
    const { mtime } = fs.statSync(at('src/pricing/rates.ts'));
    write('src/pricing/rates.ts', 'export const rate = 101;\n');
    fs.utimesSync(at('src/pricing/rates.ts'), mtime, mtime);
    expect(checkRecord(made, values())).toEqual({ unchanged: false, reason: `${at('src/pricing/rates.ts')} changed` });
  });

  it('fails when a source was removed', () => {
    const made = record();
    fs.rmSync(at('src/api/quote.ts'));
    expect(checkRecord(made, values()).unchanged).toBe(false);
  });

  it('fails when a package file was rewritten (known by its size and time)', () => {
    const made = record();
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(at('node_modules/zod/index.js'), later, later);
    expect(checkRecord(made, values()).unchanged).toBe(false);
  });

  it('fails when a file appears where the step found none, not for the folder it found there', () => {
    const made = record();
    // src/pricing was tried as a file and is a folder: still so, still unchanged.
    expect(checkRecord(made, values()).unchanged).toBe(true);
    write('src/api/quote.js', 'module.exports = 2;\n');
    expect(checkRecord(made, values())).toEqual({ unchanged: false, reason: `${at('src/api/quote.js')} appeared` });
  });

  it('fails when a file is added to a folder whose listing the step depends on', () => {
    const made = record();
    write('src/pricing/rates.js', 'module.exports = {};\n');
    expect(checkRecord(made, values()).unchanged).toBe(false);
  });

  it('fails for a new entry, another version or another environment', () => {
    const made = record();
    const entries = { ...values().entry, estimate: `${at('src/api/estimate.ts')}?matchPath=` };
    expect(checkRecord(made, values({ entry: entries })).unchanged).toBe(false);
    expect(checkRecord(made, values({ gatsby: '5.16.2' })).unchanged).toBe(false);
    expect(
      checkRecord(made, values({ definitions: { 'process.env.SITE_URL': '"https://velmora.example"' } })).unchanged,
    ).toBe(false);
    expect(
      checkRecord(made, values({ definitions: { ...values().definitions, 'process.env.SHLVL': '"2"' } })).unchanged,
    ).toBe(false);
  });

  it('does not depend on the order of the keys of a value', () => {
    const made = record();
    const reordered = Object.fromEntries(Object.entries(values()).reverse());
    expect(checkRecord(made, reordered).unchanged).toBe(true);
  });

  it('fails when an output is missing or was rewritten', () => {
    const made = record();
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(at('.cache/functions/quote.js'), later, later);
    expect(checkRecord(made, values()).unchanged).toBe(false);
    fs.rmSync(at('.cache/functions/quote.js'));
    expect(checkRecord(made, values()).unchanged).toBe(false);
  });

  it('fails without a record, or with one that cannot be read or is of another format', () => {
    expect(checkRecord(null, values()).unchanged).toBe(false);
    expect(readRecord(at('.cache/none.json'))).toBeNull();
    write('.cache/broken.json', '{"format": 1, "val');
    expect(readRecord(at('.cache/broken.json'))).toBeNull();
    expect(checkRecord({ ...record(), format: 0 }, values()).unchanged).toBe(false);
  });

  it('makes no record it cannot vouch for: a source written after the step started, a file where none was, a missing output', () => {
    const inputs = { values: values(), files: [at('src/api/quote.ts')], outputs: [at('.cache/functions/quote.js')] };
    expect(createRecord({ ...inputs, startedAt: Date.now() + 1000 })).not.toBeNull();
    expect(createRecord({ ...inputs, startedAt: Date.now() - 10_000 })).toBeNull();
    expect(createRecord({ ...inputs, missing: [at('src/pricing/rates.ts')], startedAt: Date.now() + 1000 })).toBeNull();
    expect(createRecord({ ...inputs, files: [at('src/api/gone.ts')], startedAt: Date.now() + 1000 })).toBeNull();
    expect(
      createRecord({ ...inputs, outputs: [at('.cache/functions/gone.js')], startedAt: Date.now() + 1000 }),
    ).toBeNull();
  });
});

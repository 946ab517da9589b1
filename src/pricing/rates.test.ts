/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { DEFAULT_RATE_TABLE } from './rate-table';
import { currentRateTable } from './rates';

describe('the rate table in force', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rates-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is the built-in table without PRICING_RATES_FILE', () => {
    expect(currentRateTable({})).toBe(DEFAULT_RATE_TABLE);
  });

  it('is the broker’s file, read again when it changes, and a broken file is refused', () => {
    const file = path.join(dir, 'rates.json');
    fs.writeFileSync(file, JSON.stringify({ ...DEFAULT_RATE_TABLE, version: 'broker-1' }));
    expect(currentRateTable({ PRICING_RATES_FILE: file }).version).toBe('broker-1');
    fs.writeFileSync(file, JSON.stringify({ ...DEFAULT_RATE_TABLE, version: 'broker-2' }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(currentRateTable({ PRICING_RATES_FILE: file }).version).toBe('broker-2');
    fs.writeFileSync(file, JSON.stringify({ ...DEFAULT_RATE_TABLE, version: '', circuityFactor: -1 }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    expect(() => currentRateTable({ PRICING_RATES_FILE: file })).toThrow(
      /cannot be used: version must be a non-empty text; circuityFactor must be a positive number/,
    );
  });
});

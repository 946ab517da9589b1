import { readAllowList, readAudit, type AllowedAdvisory } from './advisories';

/** An audit report as npm 10 prints it (auditReportVersion 2): one advisory high, one moderate, one reached through another package. */
const report = JSON.stringify({
  auditReportVersion: 2,
  vulnerabilities: {
    'path-to-regexp': {
      name: 'path-to-regexp',
      severity: 'high',
      isDirect: false,
      via: [
        {
          source: 1101850,
          name: 'path-to-regexp',
          dependency: 'path-to-regexp',
          title: 'path-to-regexp outputs backtracking regular expressions',
          url: 'https://github.com/advisories/GHSA-9wv6-86v2-598j',
          severity: 'high',
          cwe: ['CWE-1333'],
          range: '<0.1.10',
        },
      ],
      effects: ['express'],
      range: '<0.1.10',
      nodes: ['node_modules/path-to-regexp'],
      fixAvailable: true,
    },
    express: {
      name: 'express',
      severity: 'high',
      isDirect: true,
      via: ['path-to-regexp'],
      effects: [],
      range: '4.0.0-rc1 - 4.21.0',
      nodes: ['node_modules/express'],
      fixAvailable: true,
    },
    cookie: {
      name: 'cookie',
      severity: 'low',
      isDirect: false,
      via: [
        {
          source: 1099846,
          name: 'cookie',
          dependency: 'cookie',
          title: 'cookie accepts cookie name, path, and domain with out of bounds characters',
          url: 'https://github.com/advisories/GHSA-pxg6-pf52-xh8x',
          severity: 'low',
          range: '<0.7.0',
        },
      ],
      effects: [],
      range: '<0.7.0',
      nodes: ['node_modules/cookie'],
      fixAvailable: true,
    },
  },
  metadata: { vulnerabilities: { info: 0, low: 1, moderate: 0, high: 2, critical: 0, total: 3 } },
});

const accepted: AllowedAdvisory = {
  url: 'https://github.com/advisories/GHSA-9wv6-86v2-598j',
  package: 'path-to-regexp',
  why: 'Only the build receiver uses express, behind its shared secret.',
  until: '2027-01-31',
};

describe('the CI audit', () => {
  it('fails on a high advisory the allow-list does not accept, naming it; low ones pass', () => {
    const reading = readAudit(report, [], '2026-11-25');
    expect(reading).toMatchObject({ kind: 'checked', allowed: [], lapsed: [] });
    if (reading.kind !== 'checked') throw new Error('not checked');
    expect(reading.blocking).toEqual([
      {
        url: 'https://github.com/advisories/GHSA-9wv6-86v2-598j',
        title: 'path-to-regexp outputs backtracking regular expressions',
        package: 'path-to-regexp',
        severity: 'high',
        range: '<0.1.10',
      },
    ]);
  });

  it('passes an accepted advisory until its date, then fails again and says the acceptance lapsed', () => {
    const before = readAudit(report, [accepted], '2027-01-31');
    expect(before).toMatchObject({ kind: 'checked', blocking: [], lapsed: [] });
    const after = readAudit(report, [accepted], '2027-02-01');
    expect(after).toMatchObject({ kind: 'checked', allowed: [], lapsed: [accepted] });
    if (after.kind === 'checked') expect(after.blocking).toHaveLength(1);
  });

  it('says when the registry gave no audit (this machine: 405 to the bulk advisory request)', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      method: 'POST',
      uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(readAudit(refused, [], '2026-11-25')).toEqual({
      kind: 'unavailable',
      reason:
        'the registry gave no audit: 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(readAudit('', [], '2026-11-25').kind).toBe('unavailable');
  });

  it('refuses an allow-list entry without its reason or date', () => {
    expect(readAllowList(JSON.stringify({ advisories: [accepted] }))).toEqual([accepted]);
    expect(() => readAllowList(JSON.stringify({ advisories: [{ ...accepted, why: ' ' }] }))).toThrow(/no "why"/);
    expect(() => readAllowList(JSON.stringify({ advisories: [{ ...accepted, until: 'soon' }] }))).toThrow(/YYYY-MM-DD/);
    expect(() => readAllowList('{}')).toThrow(/"advisories" array/);
  });
});

/**
 * What `npm audit --omit=dev --json` says, read for CI: the high and critical advisories of the
 * packages that ship, less those the allow-list accepts (each named, with why, until a date).
 */
export type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';

export interface Advisory {
  /** The advisory's page, e.g. https://github.com/advisories/GHSA-…; its identity in the allow-list. */
  url: string;
  title: string;
  package: string;
  severity: Severity;
  range: string;
}

export interface AllowedAdvisory {
  url: string;
  package: string;
  /** Why it is accepted: not reachable from the site, no fix yet and what stands in, … */
  why: string;
  /** YYYY-MM-DD: after it the acceptance lapses and CI fails again until someone looks. */
  until: string;
}

export type AuditReading =
  | { kind: 'checked'; blocking: Advisory[]; allowed: Advisory[]; lapsed: AllowedAdvisory[] }
  | { kind: 'unavailable'; reason: string };

const BLOCKING: readonly Severity[] = ['high', 'critical'];

interface AuditVia {
  url?: unknown;
  title?: unknown;
  name?: unknown;
  severity?: unknown;
  range?: unknown;
}

/** The advisories of an npm 7+ audit report (auditReportVersion 2), one per advisory and package. */
export function advisoriesOf(report: unknown): Advisory[] | null {
  if (!report || typeof report !== 'object') return null;
  const { auditReportVersion, vulnerabilities } = report as { auditReportVersion?: unknown; vulnerabilities?: unknown };
  if (auditReportVersion !== 2 || !vulnerabilities || typeof vulnerabilities !== 'object') return null;
  const found = new Map<string, Advisory>();
  for (const vulnerability of Object.values(vulnerabilities as Record<string, { via?: unknown }>)) {
    // `via` holds the advisories themselves, or the names of the packages they come through.
    for (const via of Array.isArray(vulnerability?.via) ? (vulnerability.via as AuditVia[]) : []) {
      if (!via || typeof via !== 'object' || typeof via.url !== 'string') continue;
      const advisory: Advisory = {
        url: via.url,
        title: String(via.title ?? ''),
        package: String(via.name ?? ''),
        severity: (['info', 'low', 'moderate', 'high', 'critical'].includes(String(via.severity))
          ? via.severity
          : 'critical') as Severity,
        range: String(via.range ?? ''),
      };
      found.set(`${advisory.url} ${advisory.package}`, advisory);
    }
  }
  return [...found.values()];
}

/** The audit's JSON output read against the allow-list on `today` (YYYY-MM-DD). */
export function readAudit(output: string, allowList: readonly AllowedAdvisory[], today: string): AuditReading {
  let report: unknown;
  try {
    report = JSON.parse(output);
  } catch {
    return { kind: 'unavailable', reason: `npm audit printed no JSON report: ${output.trim().slice(0, 200)}` };
  }
  const advisories = advisoriesOf(report);
  if (!advisories) {
    const { message, error } = (report ?? {}) as { message?: unknown; error?: { summary?: unknown } };
    const reason = typeof message === 'string' ? message : String(error?.summary ?? 'not an audit report');
    return { kind: 'unavailable', reason: `the registry gave no audit: ${reason}` };
  }
  const current = allowList.filter((entry) => entry.until >= today);
  const accepts = (advisory: Advisory) =>
    current.some((entry) => entry.url === advisory.url && entry.package === advisory.package);
  const serious = advisories.filter((advisory) => BLOCKING.includes(advisory.severity));
  return {
    kind: 'checked',
    blocking: serious.filter((advisory) => !accepts(advisory)),
    allowed: serious.filter(accepts),
    lapsed: allowList.filter((entry) => entry.until < today),
  };
}

/** The allow-list file's entries; a malformed entry is an error, not a silent pass. */
export function readAllowList(text: string): AllowedAdvisory[] {
  const parsed = JSON.parse(text) as { advisories?: unknown };
  if (!Array.isArray(parsed.advisories)) throw new Error('The allow-list needs an "advisories" array');
  return parsed.advisories.map((entry: Partial<AllowedAdvisory>, index) => {
    for (const key of ['url', 'package', 'why', 'until'] as const) {
      if (typeof entry?.[key] !== 'string' || !entry[key]?.trim()) {
        throw new Error(`Allow-list entry ${index + 1} has no "${key}": each names the advisory, why and until when`);
      }
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(entry.until)))
      throw new Error(`Allow-list entry ${index + 1}: "until" is YYYY-MM-DD`);
    return entry as AllowedAdvisory;
  });
}

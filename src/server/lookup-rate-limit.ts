/**
 * reliability-targets.md: lookups 10 a second in a burst and 300 per 5 minutes per IP. Suggestions
 * are cheap and stateless, so the counts live in the process that answers them.
 */
export interface LookupVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

interface Window {
  start: number;
  count: number;
}

const LIMITS = [
  { windowMs: 1000, max: 10 },
  { windowMs: 5 * 60_000, max: 300 },
] as const;

export class LookupRateLimiter {
  private readonly windows = new Map<string, Window[]>();

  constructor(private readonly limits: readonly { windowMs: number; max: number }[] = LIMITS) {}

  take(ip: string, now = Date.now()): LookupVerdict {
    const windows = this.windows.get(ip) ?? this.limits.map(() => ({ start: now, count: 0 }));
    let retryAfterMs = 0;
    this.limits.forEach((limit, index) => {
      const window = windows[index];
      if (now - window.start >= limit.windowMs) {
        window.start = now;
        window.count = 0;
      }
      if (window.count >= limit.max) retryAfterMs = Math.max(retryAfterMs, window.start + limit.windowMs - now);
    });
    if (retryAfterMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    for (const window of windows) window.count += 1;
    this.windows.set(ip, windows);
    if (this.windows.size > 50_000) this.forgetIdle(now);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  private forgetIdle(now: number) {
    const longest = Math.max(...this.limits.map((limit) => limit.windowMs));
    for (const [ip, windows] of this.windows)
      if (windows.every((window) => now - window.start >= longest)) this.windows.delete(ip);
  }
}

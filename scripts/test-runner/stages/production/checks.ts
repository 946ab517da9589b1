/** One counted check of the production stage: its name says what was checked, `detail` what broke. */
export interface Check {
  name: string;
  ok: boolean;
  detail?: string;
}

/** Collects checks as they run, printing each one, so a failure shows the moment it happens. */
export class CheckList {
  readonly rows: Check[] = [];

  add(name: string, ok: boolean, detail?: string): boolean {
    const row = { name, ok, detail: ok ? undefined : detail };
    this.rows.push(row);
    process.stdout.write(`    ${ok ? 'ok  ' : 'FAIL'} ${name}${row.detail ? `: ${row.detail}` : ''}\n`);
    return ok;
  }

  /** Runs a check that may throw: a throw fails it with the error's message. */
  async check(name: string, body: () => Promise<string | true> | string | true): Promise<boolean> {
    try {
      const outcome = await body();
      return this.add(name, outcome === true, outcome === true ? undefined : outcome);
    } catch (error) {
      return this.add(name, false, (error as Error).message.split('\n')[0]);
    }
  }

  get failed(): Check[] {
    return this.rows.filter((row) => !row.ok);
  }
}

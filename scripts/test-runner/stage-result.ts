/** One row of npm test's results: a stage, or a part of one, with its counts. */
export interface StageResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  error?: string;
  /** Each failed test, named with the first line of its error (test-report.ts). */
  failures?: string[];
}

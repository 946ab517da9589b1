/**
 * What `npm test`'s closing lines say about each failed test: its name and the first line of its
 * error, read from Jest's and Playwright's JSON reports. CI shows only the end of a run's output,
 * so a failure must be named there, not only where the runner printed it.
 */
import { plainText } from '../../src/builds/build-failure';

export interface JestReport {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    tests: {
      projectName?: string;
      status: string;
      results: { error?: { message?: string }; errors?: { message?: string }[] }[];
    }[];
  }[];
}

export interface PlaywrightReport {
  suites?: PlaywrightSuite[];
  /** Errors outside any test: a file that failed to load, a hook of the whole run. */
  errors?: { message?: string }[];
}

/** The first line of an error that says something, without colour codes, at most 200 characters. */
export const firstLine = (message = ''): string => {
  const line =
    plainText(message)
      .split('\n')
      .map((text) => text.trim())
      .find((text) => text && !/^Error:?$/.test(text)) ?? 'no message';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
};

const relative = (file: string, root: string) => (file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file);

/** Jest: each failed test as "file › full name: error", and each file that failed to run. */
export function jestFailures(report: JestReport, root: string): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length)
      return failed.map(
        (test) => `${relative(file.name, root)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
    return file.status === 'failed' ? [`${relative(file.name, root)}: ${firstLine(file.message)}`] : [];
  });
}

/** Playwright: each test that failed (or passed only on a retry) as "[project] file › titles: error". */
export function playwrightFailures(report: PlaywrightReport): string[] {
  const found = (report.errors ?? []).map((error) => `outside any test: ${firstLine(error.message)}`);
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const failedRun = test.results.find((result) => result.error ?? result.errors?.length);
          const error = failedRun?.error?.message ?? failedRun?.errors?.[0]?.message;
          const name = [...titles, spec.title].join(' › ');
          found.push(
            `[${test.projectName ?? ''}] ${name}${test.status === 'flaky' ? ' (flaky)' : ''}: ${firstLine(error)}`,
          );
        }
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return found;
}

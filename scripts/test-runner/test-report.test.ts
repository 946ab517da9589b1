import { firstLine, jestFailures, playwrightFailures } from './test-report';

describe("npm test's list of failed tests", () => {
  test('the first line of an error is the first that says something, without colours, cut at 200 characters', () => {
    expect(firstLine('Error:\n\n  \u001b[2mexpect(\u001b[22mreceived\u001b[2m).toBe(\u001b[22mexpected)\nmore')).toBe(
      'expect(received).toBe(expected)',
    );
    expect(firstLine(undefined)).toBe('no message');
    const long = firstLine('x'.repeat(300));
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });

  test('Jest: each failed test by file and full name, and a file that did not run', () => {
    const failures = jestFailures(
      {
        testResults: [
          {
            name: '/repo/src/leads/intake.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'intake stores a lead once', status: 'passed', failureMessages: [] },
              {
                fullName: 'intake answers 429 over the limit',
                status: 'failed',
                failureMessages: ['Error: expect(received).toBe(expected)\n\nExpected: 429\nReceived: 201'],
              },
            ],
          },
          {
            name: '/repo/src/quote/rules.test.ts',
            status: 'failed',
            message: '  ● Test suite failed to run\n\n    Cannot find module',
            assertionResults: [],
          },
          { name: '/repo/src/seo/head.test.tsx', status: 'passed', assertionResults: [] },
        ],
      },
      '/repo',
    );
    expect(failures).toEqual([
      'src/leads/intake.test.ts › intake answers 429 over the limit: Error: expect(received).toBe(expected)',
      'src/quote/rules.test.ts: ● Test suite failed to run',
    ]);
  });

  test('Playwright: each failed or flaky test by project, file and titles; errors outside tests too', () => {
    const failures = playwrightFailures({
      errors: [{ message: 'Error: No tests found' }],
      suites: [
        {
          title: 'quote-form.spec.ts',
          specs: [
            {
              title: 'a double-clicked Submit stores one lead',
              tests: [{ projectName: 'site', status: 'expected', results: [{ errors: [] }] }],
            },
          ],
          suites: [
            {
              title: 'the menus',
              specs: [
                {
                  title: 'open after 500 ms of hover',
                  tests: [
                    {
                      projectName: 'site',
                      status: 'unexpected',
                      results: [{ error: { message: 'Error: expect(locator).toHaveAttribute(expected) failed' } }],
                    },
                  ],
                },
                {
                  title: 'a burst gets 429',
                  tests: [
                    {
                      projectName: 'gatsby-serve',
                      status: 'flaky',
                      results: [{ errors: [{ message: 'Timed out 5000ms' }] }, { errors: [] }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(failures).toEqual([
      'outside any test: Error: No tests found',
      '[site] quote-form.spec.ts › the menus › open after 500 ms of hover: Error: expect(locator).toHaveAttribute(expected) failed',
      '[gatsby-serve] quote-form.spec.ts › the menus › a burst gets 429 (flaky): Timed out 5000ms',
    ]);
  });
});

/** @jest-environment node */
import { gatsbyActivities } from './gatsby-activities';

describe("Gatsby's reported steps", () => {
  it('are read from its output, terminal codes and all, in order, with the whole build last', () => {
    const output = [
      '\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess compile gatsby files - 3.162s',
      'success load gatsby config - 0.039s',
      'info Building from the CMS at http://127.0.0.1:1341/graphql',
      'warn Site settings: the USDOT and MC numbers - 2 are missing',
      'success Compiling Gatsby Functions - 1.787s',
      'info bootstrap finished - 12.794s',
      'success Building static HTML for pages - 0.234s - 5/5 21.37/s',
      'info Done building in 17.87660615 sec',
    ].join('\n');
    expect(gatsbyActivities(output)).toEqual([
      { name: 'compile gatsby files', ms: 3162 },
      { name: 'load gatsby config', ms: 39 },
      { name: 'Compiling Gatsby Functions', ms: 1787 },
      { name: 'bootstrap finished', ms: 12794 },
      { name: 'Building static HTML for pages', ms: 234 },
      { name: 'Done building', ms: 17877 },
    ]);
  });

  it('are none for output that reports none', () => {
    expect(gatsbyActivities('ERROR something failed\n')).toEqual([]);
  });
});

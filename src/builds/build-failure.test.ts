/** @jest-environment node */
import { failureReason, outputTail } from './build-failure';

const esc = '\u001b';
/** What `gatsby build` printed when gatsby-node threw: a minified code frame, then the wrapped error. */
const thrownOutput = [
  `${esc}[2K${esc}[1Asuccess onPreBootstrap - 0.010s`,
  `/esmodule-helpers.js");r.defineInteropFlag(n),r.export(n,"TEMPLATES",()=>a);var`,
  `o=e("path"),s=r.interopDefault(o);const a=Object.freeze({home:s.default.resolve(`,
  `"./src/templates/home-template.tsx"),international:s.default.resolve("./src/temp`,
  '    |',
  '                                                                 ^',
  '',
  'File: .cache/compiled/gatsby-node.js:1:5580',
  '',
  '',
  '',
  `  ${esc}[31mError${esc}[39m: The CMS page "Clashing page" takes the site's own route /blog: give it`,
  '  another slug',
  '  ',
  '  - gatsby-node.js:1 f',
  '    /site/.cache/compiled/gatsby-node.js:1:5580',
  '',
  'failed createPages - 2.562s',
].join('\n');

/** What `reporter.panicOnBuild(message)` printed (wrapped to 80 columns) in a real build. */
const panicOutput = [
  'success Loading content from the CMS - 0.412s',
  '',
  `${esc}[2K${esc}[1A${esc}[2K${esc}[G`,
  ' ERROR  UNKNOWN',
  '',
  `The site's content could not be built: The CMS page "Clashing page`,
  `1795426631120" takes the site's own route /blog: give it another slug`,
  '',
  '',
  'not finished createPages - 0.507s',
].join('\n');

/** The same panic when Gatsby wrote to no terminal (CI=true, as in .ci/run). */
const plainPanicOutput = [
  'success Loading content from the CMS - 3.462s',
  `error The site's content could not be built: The CMS page "Clashing page 1795434465005" takes the site's own route /blog: give it another slug`,
  'failed createPages - 3.482s',
].join('\n');

describe('why a build failed', () => {
  it("is the paragraph under Gatsby's ERROR heading", () => {
    expect(failureReason(panicOutput)).toBe(
      `The site's content could not be built: The CMS page "Clashing page 1795426631120" takes the site's own route /blog: give it another slug`,
    );
  });

  it("is Gatsby's error line when it wrote to no terminal", () => {
    expect(failureReason(plainPanicOutput)).toBe(
      `The site's content could not be built: The CMS page "Clashing page 1795434465005" takes the site's own route /blog: give it another slug`,
    );
  });

  it("is a thrown error's message with the line Gatsby wrapped it onto, without its stack", () => {
    expect(failureReason(thrownOutput)).toBe(
      `The CMS page "Clashing page" takes the site's own route /blog: give it another slug`,
    );
  });

  it("is an error code heading's text when Gatsby gives one", () => {
    const output =
      ' ERROR #85923  GRAPHQL\n\nThere was an error in your GraphQL query:\n\nCannot query field "Subtitle" on type "Blog".\n';
    expect(failureReason(output)).toBe('There was an error in your GraphQL query:');
  });

  it('falls back to the last line said', () => {
    expect(failureReason('info building\nKilled\n')).toBe('Killed');
    expect(failureReason('')).toBe('The build failed without saying why');
  });
});

describe('the output shown with a failure', () => {
  it('drops colour codes, quoted minified code and runs of blank lines', () => {
    const tail = outputTail(thrownOutput);
    expect(tail).not.toContain(esc);
    expect(tail).not.toMatch(/interopDefault|TEMPLATES|home-template/);
    expect(tail).not.toMatch(/\n\n\n/);
    expect(tail).toContain('File: .cache/compiled/gatsby-node.js:1:5580');
    expect(tail.split('\n').pop()).toBe('failed createPages - 2.562s');
  });

  it('keeps the last lines only', () => {
    const long = Array.from({ length: 100 }, (_, index) => `line ${index}`).join('\n');
    expect(outputTail(long, 3)).toBe('line 97\nline 98\nline 99');
  });
});

import { builtPageBoot, moveWindowGlobalsToData } from '../components/island/page-boot';
import { gatsbyPage } from '../testing/gatsby-page';
import { policyBreaches, scriptHash } from './inline-scripts';

describe('what the policy would block', () => {
  const allowed = new Set([scriptHash(builtPageBoot()), scriptHash('var theme=1')]);

  it('is nothing on a rewritten Gatsby page', () => {
    expect(policyBreaches(moveWindowGlobalsToData(gatsbyPage('/')), allowed)).toEqual([]);
  });

  it('is an unlisted inline script, an event handler attribute and a javascript: URL', () => {
    const breaches = policyBreaches(
      '<script>alert(1)</script><img src="a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
        '<script type="application/ld+json">{"@type":"Thing"}</script><script src="/app.js"></script>',
      allowed,
    );
    expect(breaches.map((breach) => breach.kind)).toEqual([
      'inline script',
      'event handler attribute',
      'javascript: URL',
    ]);
    expect(breaches[0]!.detail).toContain(scriptHash('alert(1)'));
  });

  it('counts module scripts as scripts', () => {
    expect(policyBreaches('<script type="module">import("x")</script>', allowed)).toHaveLength(1);
  });
});

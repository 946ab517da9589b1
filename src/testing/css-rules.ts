/**
 * The CSS that styled-components wrote for an element's own classes, as text. jsdom cannot
 * compute custom properties or color-mix(), so tests read the declarations instead.
 */
export function declaredCss(element: Element): string {
  const sheetText = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
  const classes = Array.from(element.classList);
  const rules = sheetText.match(/[^{}]+\{[^{}]*\}/g) ?? [];
  return rules
    .filter((rule) => {
      const selector = rule.slice(0, rule.indexOf('{'));
      return classes.some((name) => new RegExp(`\\.${name}(?![\\w-])`).test(selector));
    })
    .join('\n');
}

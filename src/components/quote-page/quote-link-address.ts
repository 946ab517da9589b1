/**
 * Where the quote page finds its signed link: the address's fragment (`#ref=…&t=…&sig=…`), or the
 * query of a link written by hand; then kept in the tab's session storage and taken out of the
 * address bar, so that nothing the analytics tag reads later (it loads 3.5 s after the page)
 * holds the reference or its signature. A reload of the tab still finds the link.
 */
export interface QuoteLinkValues {
  ref: string;
  t: string;
  sig: string;
}

const STORAGE_KEY = 'velmora.quoteLink';
const EMPTY: QuoteLinkValues = { ref: '', t: '', sig: '' };

const valuesOf = (params: URLSearchParams): QuoteLinkValues => ({
  ref: params.get('ref') ?? '',
  t: params.get('t') ?? '',
  sig: params.get('sig') ?? '',
});

export function takeQuoteLink(location: Partial<Pick<Location, 'hash' | 'search' | 'pathname'>>): QuoteLinkValues {
  const fromAddress = [(location.hash ?? '').replace(/^#/, ''), (location.search ?? '').replace(/^\?/, '')]
    .map((part) => valuesOf(new URLSearchParams(part)))
    .find((values) => values.ref || values.sig);
  if (fromAddress) {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(fromAddress));
    } catch {
      // storage blocked: the page still opens from the address this once
    }
    window.history.replaceState(window.history.state, '', location.pathname ?? window.location.pathname);
    return fromAddress;
  }
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<QuoteLinkValues> | null;
    return kept && typeof kept.ref === 'string' && typeof kept.sig === 'string'
      ? { ref: kept.ref, t: typeof kept.t === 'string' ? kept.t : '', sig: kept.sig }
      : EMPTY;
  } catch {
    return EMPTY;
  }
}

/**
 * The one client of the CMS's GraphQL endpoint (SPEC §7): POST {host}/graphql with operationName,
 * variables and query. Everything that asks the CMS directly goes through it: the preflight of a
 * build, the content version, the rate table, the schema fingerprint. (Pages are built through
 * gatsby-source-graphql, which stitches the same endpoint; see queries/run-query.ts.)
 *
 * Content calls fail with SPEC §8's texts and log them. A `quiet` caller reports failures itself:
 * it gets the reason in the error's message and nothing is logged here.
 */
export interface GraphqlRequest {
  /** SPEC §7's calls name their operation; an untyped probe may send the query alone. */
  operationName?: string;
  query: string;
  variables?: Record<string, unknown>;
}

export interface GraphqlCallOptions {
  /** Give up after this long; the call then fails as a network error. */
  timeoutMs?: number;
  /** Failures are the caller's to report: the error says why, nothing is logged. */
  quiet?: boolean;
  fetchImpl?: typeof fetch;
  /** Extra request headers: a build reading drafts sends its API token (cmsAuthHeaders). */
  headers?: Record<string, string>;
}

export class ContentCallError extends Error {}

const bodyOf = ({ operationName, variables, query }: GraphqlRequest) =>
  JSON.stringify(
    operationName === undefined
      ? { query, ...(variables ? { variables } : {}) }
      : { operationName, variables: variables ?? {}, query },
  );

export async function fetchGraphql<T>(
  url: string,
  request: GraphqlRequest,
  { timeoutMs, quiet = false, fetchImpl = fetch, headers = {} }: GraphqlCallOptions = {},
): Promise<T> {
  const fail = (specText: string, reason: string, detail?: unknown): never => {
    if (quiet) throw new ContentCallError(reason);
    if (detail === undefined) console.error(specText);
    else console.error(specText, detail);
    throw new ContentCallError(specText);
  };
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { ...headers, accept: '*/*', 'content-type': 'application/json' },
      body: bodyOf(request),
      ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
    });
  } catch (cause) {
    return fail('Network error', (cause as Error).message, cause);
  }
  if (!response.ok) {
    return fail(`Error: ${response.status} - ${response.statusText}`, `the CMS answered ${response.status}`);
  }
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) {
    return fail(
      'GraphQL error',
      `the CMS answered ${JSON.stringify(body.errors ?? 'no data').slice(0, 300)}`,
      body.errors,
    );
  }
  return body.data;
}

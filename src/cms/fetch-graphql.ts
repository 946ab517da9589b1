/**
 * A direct GraphQL call to the CMS (SPEC §7): POST {host}/graphql with operationName, variables
 * and query. Failures throw with the texts of SPEC §8 and are logged.
 */
export interface GraphqlRequest {
  operationName: string;
  query: string;
  variables?: Record<string, unknown>;
}

export class ContentCallError extends Error {}

export async function fetchGraphql<T>(
  url: string,
  request: GraphqlRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { accept: '*/*', 'content-type': 'application/json' },
      body: JSON.stringify({
        operationName: request.operationName,
        variables: request.variables ?? {},
        query: request.query,
      }),
    });
  } catch (cause) {
    console.error('Network error', cause);
    throw new ContentCallError('Network error');
  }
  if (!response.ok) {
    const message = `Error: ${response.status} - ${response.statusText}`;
    console.error(message);
    throw new ContentCallError(message);
  }
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) {
    console.error('GraphQL error', body.errors);
    throw new ContentCallError('GraphQL error');
  }
  return body.data;
}

import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * What one GraphQL request may ask of the CMS. The site's own queries (its build, and the
 * Functions' rates query) fit well inside; a query built to make the CMS work for minutes, send
 * megabytes or run out of memory (thousands of aliases, lists nested inside lists) is refused
 * before it runs or stopped as soon as it passes its budget.
 */
export const GRAPHQL_LIMITS = {
  /** The menu tree is six levels deep (SPEC §2): each level adds two or three to the depth. */
  depth: 24,
  /** Fields asked under another name: the site's queries use none. */
  aliases: 30,
  /** Fields in the query, fragments expanded where they are used. */
  fields: 1500,
  /** Fields resolved while the query runs (every item of every list counts): its cost. */
  resolvedFields: 10_000,
  /** Items a list may return at once (pagination.limit); unspecified: defaultLimit. */
  maxLimit: 200,
  defaultLimit: 100,
} as const;

export const TOO_MANY_ALIASES = `This query uses more than ${GRAPHQL_LIMITS.aliases} aliases.`;
export const TOO_MANY_FIELDS = `This query asks for more than ${GRAPHQL_LIMITS.fields} fields.`;
export const TOO_COSTLY = `This query asks for more than ${GRAPHQL_LIMITS.resolvedFields} values: ask for less at a time.`;

/** Counts the fields and aliases of each operation, expanding fragment spreads where they occur. */
export function sizeRule(limits: { aliases: number; fields: number } = GRAPHQL_LIMITS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    const measure = (
      set: SelectionSetNode | undefined,
      seen: Set<string>,
      tally: { fields: number; aliases: number },
    ) => {
      for (const selection of set?.selections ?? []) {
        // Stop counting once over: a hostile document is not walked to its end.
        if (tally.fields > limits.fields || tally.aliases > limits.aliases) return;
        if (selection.kind === Kind.FIELD) {
          tally.fields += 1;
          if (selection.alias) tally.aliases += 1;
          measure(selection.selectionSet, seen, tally);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          measure(selection.selectionSet, seen, tally);
        } else {
          const name = selection.name.value;
          // A fragment that spreads itself is refused by GraphQL's own rules; don't loop on it.
          if (seen.has(name)) continue;
          measure(fragments.get(name)?.selectionSet, new Set([...seen, name]), tally);
        }
      }
    };
    return {
      OperationDefinition(operation) {
        const tally = { fields: 0, aliases: 0 };
        measure(operation.selectionSet, new Set(), tally);
        if (tally.aliases > limits.aliases)
          context.reportError(new GraphQLError(TOO_MANY_ALIASES, { nodes: [operation] }));
        else if (tally.fields > limits.fields)
          context.reportError(new GraphQLError(TOO_MANY_FIELDS, { nodes: [operation] }));
      },
    };
  };
}


interface ResponseLike {
  body: { kind: string; singleResult?: unknown };
  http: { status?: number };
}

/**
 * An Apollo Server plugin: counts the fields resolved for a request; past the budget each further
 * field fails before its resolver runs (no more database reads), and the answer is one error,
 * status 400, instead of megabytes of partial data.
 */
export function resolvedFieldBudget(max: number = GRAPHQL_LIMITS.resolvedFields, log?: (line: string) => void) {
  return {
    async requestDidStart() {
      let resolved = 0;
      let over = false;
      return {
        async executionDidStart() {
          return {
            willResolveField() {
              resolved += 1;
              if (resolved > max) {
                over = true;
                throw new GraphQLError(TOO_COSTLY, { extensions: { code: 'QUERY_TOO_COSTLY' } });
              }
            },
          };
        },
        async willSendResponse({ response, operationName }: { response: ResponseLike; operationName?: string | null }) {
          // The largest legitimate queries are logged, so the budget can be judged against them.
          if (!over && resolved > max / 5)
            log?.(`GraphQL: ${operationName ?? 'an anonymous query'} resolved ${resolved} fields (budget ${max})`);
          if (!over) return;
          log?.(`GraphQL: stopped ${operationName ?? 'an anonymous query'} after ${max} resolved fields`);
          if (response.body.kind === 'single')
            response.body.singleResult = {
              errors: [{ message: TOO_COSTLY, extensions: { code: 'QUERY_TOO_COSTLY' } }],
            };
          response.http.status = 400;
        },
      };
    },
  };
}

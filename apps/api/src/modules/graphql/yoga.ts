// The GraphQL server itself (graphql-yoga, the schema, the query limits): imported by the
// plugin on the first POST /api/graphql, so neither start-up nor idle memory pays for it.
import { createYoga, type Plugin } from 'graphql-yoga';
import { queryLimits } from './limits';
import { publicSchema, type PublicSources } from './schema';

/** Depth and cost checked with the standard validation rules, for each request's variables. */
const limitsPlugin: Plugin<{ params?: { variables?: Record<string, unknown> | null } }> = {
  onValidate({ addValidationRule, context }) {
    addValidationRule(queryLimits(() => context.params?.variables ?? {}));
  },
};

export function createPublicYoga(sources: PublicSources, graphqlEndpoint: string) {
  return createYoga({
    schema: publicSchema(sources),
    graphqlEndpoint,
    graphiql: false,
    landingPage: false,
    logging: false,
    // Only GraphQLErrors reach the caller; anything else is "Unexpected error." (and logged).
    maskedErrors: true,
    plugins: [limitsPlugin],
  });
}

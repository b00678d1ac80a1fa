// Depth and cost limits for the public GraphQL endpoint (issue 13): checked while the query is
// validated, so a refused query never reaches a resolver. Introspection fields count like any
// other, their lists at the sizes below (issue 30, record 0066).
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { TESTIMONIALS_SHOWN } from '@quit/domain/testimonials';

/** The deepest field nesting a query may have (`{ fundraiser { progress { … } } }` is 3). */
export const MAX_DEPTH = 6;
/** The most a query may cost: 1 a field, times the list sizes above it, plus resolver weights. */
export const MAX_COST = 1_000;

/** Extra cost of the fields that read the database (one read each). */
const RESOLVER_WEIGHT: Record<string, number> = {
  counters: 10,
  fundraiser: 10,
  hallOfFame: 10,
  reviews: 10,
};

/** A list field's largest size (its `first` argument is capped to it): the cost multiplier. */
export const LIST_CAPS: Record<string, number> = {
  gifts: 20,
  hallOfFame: 50,
  reviews: TESTIMONIALS_SHOWN,
  // Introspection's lists, at about this schema's sizes (it has a few dozen types).
  types: 50,
  fields: 20,
  inputFields: 20,
  args: 10,
  enumValues: 20,
  interfaces: 5,
  possibleTypes: 10,
  directives: 10,
  locations: 20,
};

type Fragments = Record<string, FragmentDefinitionNode>;

function fieldsOf(set: SelectionSetNode, fragments: Fragments, seen = new Set<string>()) {
  const fields: FieldNode[] = [];
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) fields.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      fields.push(...fieldsOf(selection.selectionSet, fragments, seen));
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      // A fragment spread twice on one path is a cycle (refused by the standard rules anyway).
      if (!fragment || seen.has(name)) continue;
      fields.push(...fieldsOf(fragment.selectionSet, fragments, new Set([...seen, name])));
    }
  }
  return fields;
}

function depthOf(set: SelectionSetNode, fragments: Fragments, limit: number): number {
  let deepest = 0;
  for (const field of fieldsOf(set, fragments)) {
    const below = field.selectionSet ? depthOf(field.selectionSet, fragments, limit) : 0;
    deepest = Math.max(deepest, 1 + below);
    if (deepest > limit) return deepest; // enough to refuse
  }
  return deepest;
}

function listSize(field: FieldNode, variables: Record<string, unknown>): number {
  const cap = LIST_CAPS[field.name.value];
  if (cap === undefined) return 1;
  const arg = field.arguments?.find((a) => a.name.value === 'first')?.value;
  let asked: unknown;
  if (arg?.kind === Kind.INT) asked = Number(arg.value);
  else if (arg?.kind === Kind.VARIABLE) asked = variables[arg.name.value];
  return typeof asked === 'number' && asked >= 0 && asked < cap ? asked : cap;
}

function costOf(set: SelectionSetNode, fragments: Fragments, variables: Record<string, unknown>) {
  let cost = 0;
  for (const field of fieldsOf(set, fragments)) {
    const own = 1 + (RESOLVER_WEIGHT[field.name.value] ?? 0);
    const below = field.selectionSet ? costOf(field.selectionSet, fragments, variables) : 0;
    cost += own + listSize(field, variables) * below;
    if (cost > MAX_COST) return cost;
  }
  return cost;
}

/** A validation rule refusing anything but a query, and queries deeper than `MAX_DEPTH` or costlier than `MAX_COST`. */
export function queryLimits(variables: () => Record<string, unknown>) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Fragments = {};
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        fragments[definition.name.value] = definition;
      }
    }
    return {
      OperationDefinition(operation) {
        // Read-only: the schema has no mutations, and subscriptions are not served either.
        if (operation.operation !== OperationTypeNode.QUERY) {
          context.reportError(
            new GraphQLError(`Only queries are served here, not a ${operation.operation}.`, {
              nodes: [operation],
              extensions: { code: 'OPERATION_NOT_ALLOWED' },
            }),
          );
          return;
        }
        const depth = depthOf(operation.selectionSet, fragments, MAX_DEPTH);
        if (depth > MAX_DEPTH) {
          context.reportError(
            new GraphQLError(`Query is too deep: the limit is ${MAX_DEPTH} levels.`, {
              nodes: [operation],
              extensions: { code: 'QUERY_TOO_DEEP' },
            }),
          );
          return;
        }
        const cost = costOf(operation.selectionSet, fragments, variables());
        if (cost > MAX_COST) {
          context.reportError(
            new GraphQLError(`Query is too costly: the limit is ${MAX_COST}.`, {
              nodes: [operation],
              extensions: { code: 'QUERY_TOO_COSTLY' },
            }),
          );
        }
      },
    };
  };
}

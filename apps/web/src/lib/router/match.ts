// Which routes an address shows: the app's routes are a tree of pathless layouts whose pages
// carry absolute paths (`/participant/dashboard`, `/admin/people/:userId`, `*`). An address
// matches a page's path case-insensitively, with or without a trailing slash; `:name` takes one
// segment (decoded), a trailing `*` the rest. When several pages match, the most specific wins:
// static segments over parameters over the catch-all, then the order they are listed in.
import type { ComponentType, ReactNode } from 'react';

/** What a route's lazy import gives: the module's `Component` export. */
export type RouteModule = { Component: ComponentType };

export type RouteObject = {
  path?: string;
  Component?: ComponentType;
  element?: ReactNode;
  /** Loads the route's module; the router keeps what it gave (loaded once). */
  lazy?: () => Promise<RouteModule>;
  /** Shown while the first page's code loads (the root route's only). */
  HydrateFallback?: ComponentType;
  /** Shown in this route's place when it or anything below it throws, or its code fails to load. */
  ErrorBoundary?: ComponentType;
  children?: RouteObject[];
};

export type Params = Record<string, string | undefined>;

export type RouteMatch = { route: RouteObject; params: Params };

type Compiled = { regexp: RegExp; names: string[] };
const compiled = new Map<string, Compiled>();

function compile(pattern: string): Compiled {
  const known = compiled.get(pattern);
  if (known) return known;
  const names: string[] = [];
  const segments = pattern.split('/').filter(Boolean);
  let source = '^';
  for (const [index, segment] of segments.entries()) {
    if (segment === '*' && index === segments.length - 1) {
      names.push('*');
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      names.push(segment.slice(1));
      source += '/([^/]+)';
    } else {
      source += `/${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')}`;
    }
  }
  if (segments.length === 0) source += '/?';
  else if (segments.at(-1) !== '*') source += '/?';
  const result = { regexp: new RegExp(`${source}$`, 'i'), names };
  compiled.set(pattern, result);
  return result;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a malformed escape stays as typed
  }
}

/** The params of `pathname` under `pattern`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): { params: Params } | null {
  const { regexp, names } = compile(pattern);
  const found = regexp.exec(pathname);
  if (!found) return null;
  const params: Params = {};
  names.forEach((name, index) => {
    const value = found[index + 1];
    params[name] = name === '*' ? decode(value ?? '') : value === undefined ? value : decode(value);
  });
  return { params };
}

/** How specific a path is (higher wins): static segments over `:params` over `*`. */
function specificity(pattern: string): number {
  const segments = pattern.split('/').filter(Boolean);
  let score = segments.length;
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else if (segment.startsWith(':')) score += 3;
    else score += 10;
  }
  return score;
}

type Branch = { routes: RouteObject[]; path: string; order: number };

function branchesOf(routes: RouteObject[], parents: RouteObject[] = [], out: Branch[] = []) {
  for (const route of routes) {
    const chain = [...parents, route];
    if (route.children?.length) branchesOf(route.children, chain, out);
    else if (route.path !== undefined)
      out.push({ routes: chain, path: route.path, order: out.length });
  }
  return out;
}

const rankedBranches = new WeakMap<RouteObject[], Branch[]>();

/** The chain of routes (root first) that shows `pathname`, or null when none matches. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let branches = rankedBranches.get(routes);
  if (!branches) {
    branches = branchesOf(routes).sort(
      (a, b) => specificity(b.path) - specificity(a.path) || a.order - b.order,
    );
    rankedBranches.set(routes, branches);
  }
  for (const branch of branches) {
    const found = matchPath(branch.path, pathname);
    if (found) return branch.routes.map((route) => ({ route, params: found.params }));
  }
  return null;
}

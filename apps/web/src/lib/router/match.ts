/**
 * The router's paths: route objects, matching a pathname against the route tree (ranked as React Router ranks:
 * static segments beat `:params`, which beat `*`), and resolving a link's `to` against the current location. No
 * React and no browser here, so the same code matches in the app, in tests and in the server's first view.
 */
import type { ComponentType, ReactNode } from "react";

export interface RouteObject {
  /** Absolute (`/user/restaurant/:id`) or relative to the parent's path; `*` matches the rest. None: a layout. */
  path?: string;
  element?: ReactNode;
  /** The route's component, loaded once on the first navigation that needs it (the router waits for it). */
  lazy?: () => Promise<{ Component: ComponentType }>;
  /** Shown in place of this route (and its children) when one of them fails to load or render. */
  errorElement?: ReactNode;
  /** Shown in place of the whole tree until the first page's modules are in. */
  hydrateFallbackElement?: ReactNode;
  children?: RouteObject[];
}

export type Params = Readonly<Partial<Record<string, string>>>;

export interface RouteMatch {
  route: RouteObject;
}

export interface PathMatch {
  params: Params;
  /** The part of the pathname the pattern matched. */
  pathname: string;
  pattern: string;
}

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

interface Branch {
  path: string;
  score: number;
  routes: RouteObject[];
}

const PARAM = /^:[\w-]+$/;

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Matches `pathname` against `pattern` (case-insensitive, trailing slashes ignored). With `end: false` the pattern
 * may match a leading part of the pathname, ending at a `/`.
 */
export function matchPath(pattern: string | { path: string; end?: boolean }, pathname: string): PathMatch | null {
  const { path, end = true } = typeof pattern === "string" ? { path: pattern } : pattern;
  const names: string[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, "")
    .replace(/^\/*/, "/")
    .replace(/[\\.*+^$?{}|()[\]]/g, "\\$&")
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return "/([^\\/]+)";
    })}`;
  if (path.endsWith("*")) {
    names.push("*");
    source += path === "*" || path === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$";
  } else if (end) source += "\\/*$";
  else if (path !== "" && path !== "/") source += "(?=\\/|$)";
  const found = new RegExp(source, "i").exec(pathname);
  if (!found) return null;
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    params[name] = decode(found[index + 1] ?? "");
  });
  return { params, pathname: found[0], pattern: path };
}

/** React Router's ranking: more segments and static ones score higher; a `*` costs. */
function score(path: string): number {
  const segments = path.split("/");
  let total = segments.length - (segments.includes("*") ? 2 : 0);
  for (const segment of segments) {
    if (segment !== "*") total += PARAM.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return total;
}

function joinPaths(parent: string, path: string): string {
  return path.startsWith("/") ? path : `${parent.replace(/\/+$/, "")}/${path}`;
}

function flatten(routes: RouteObject[], branches: Branch[], parents: RouteObject[] = [], parentPath = ""): Branch[] {
  for (const route of routes) {
    const path = route.path === undefined ? parentPath : joinPaths(parentPath, route.path);
    const chain = [...parents, route];
    if (route.children) flatten(route.children, branches, chain, path);
    // A route without a path never matches by itself: it is a layout around its children.
    if (route.path !== undefined) branches.push({ path, score: score(path), routes: chain });
  }
  return branches;
}

const ranked = new WeakMap<RouteObject[], Branch[]>();

/** The routes, root first, of the best match for `pathname`, and its params; null when nothing matches. */
export function matchRoutes(routes: RouteObject[], pathname: string): { matches: RouteMatch[]; params: Params } | null {
  let branches = ranked.get(routes);
  if (!branches) {
    // A stable sort: equal scores keep the tree's order.
    branches = flatten(routes, []).sort((a, b) => b.score - a.score);
    ranked.set(routes, branches);
  }
  for (const branch of branches) {
    const match = matchPath(branch.path, pathname);
    if (match) return { matches: branch.routes.map((route) => ({ route })), params: match.params };
  }
  return null;
}

/** Splits `/a?b#c` into its parts (`search` and `hash` keep their `?` and `#`, or are ""). */
export function parsePath(path: string): Path {
  const hashAt = path.indexOf("#");
  const hash = hashAt < 0 ? "" : path.slice(hashAt);
  const rest = hashAt < 0 ? path : path.slice(0, hashAt);
  const searchAt = rest.indexOf("?");
  const search = searchAt < 0 ? "" : rest.slice(searchAt);
  return {
    pathname: searchAt < 0 ? rest : rest.slice(0, searchAt),
    search: search === "?" ? "" : search,
    hash: hash === "#" ? "" : hash,
  };
}

export function createPath({ pathname, search, hash }: Path): string {
  return pathname + search + hash;
}

/**
 * Where `to` leads from `from`: an absolute path as written; `?x` or `#x` keeps the pathname; a relative path is
 * resolved against the current pathname's segments (`..` goes up one).
 */
export function resolvePath(to: string, from: string): Path {
  const target = parsePath(to);
  if (target.pathname.startsWith("/")) return target;
  if (target.pathname === "") return { ...target, pathname: from };
  const segments = from.replace(/\/+$/, "").split("/");
  for (const segment of target.pathname.split("/")) {
    if (segment === "..") {
      if (segments.length > 1) segments.pop();
    } else if (segment !== ".") segments.push(segment);
  }
  return { ...target, pathname: segments.join("/") || "/" };
}

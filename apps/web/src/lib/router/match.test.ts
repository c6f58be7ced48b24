/** The router's path matching: React Router's ranking, params, case and trailing slashes, and resolving links. */
import { describe, expect, it } from "vitest";
import { matchPath, matchRoutes, parsePath, type RouteObject, resolvePath } from "./match";

const layout: RouteObject = { element: "layout" };
const tree: RouteObject[] = [
  {
    ...layout,
    children: [
      { path: "*", element: "not found" },
      { path: "/user/restaurant/:id", element: "restaurant" },
      { path: "/user/restaurant/new", element: "new restaurant" },
      { element: "guard", children: [{ path: "/user/profile", element: "profile" }] },
      { path: "/user", element: "home", children: [{ path: "orders", element: "orders" }] },
    ],
  },
];

/** The elements of the best match for a pathname, root first. */
function chain(pathname: string) {
  return matchRoutes(tree, pathname)?.matches.map(({ route }) => route.element);
}

describe("matchRoutes", () => {
  it("ranks static segments over params over the catch-all, not by their order in the tree", () => {
    expect(chain("/user/restaurant/new")).toEqual(["layout", "new restaurant"]);
    expect(chain("/user/restaurant/abc")).toEqual(["layout", "restaurant"]);
    expect(chain("/somewhere/else")).toEqual(["layout", "not found"]);
    expect(chain("/")).toEqual(["layout", "not found"]);
  });

  it("wraps children in their pathless layouts, and joins relative child paths to the parent's", () => {
    expect(chain("/user/profile")).toEqual(["layout", "guard", "profile"]);
    expect(chain("/user/orders")).toEqual(["layout", "home", "orders"]);
    expect(chain("/user")).toEqual(["layout", "home"]);
  });

  it("ignores case and trailing slashes, as React Router does", () => {
    expect(chain("/USER/Profile/")).toEqual(["layout", "guard", "profile"]);
    expect(chain("/user//")).toEqual(["layout", "home"]);
  });

  it("gives the params, decoded", () => {
    expect(matchRoutes(tree, "/user/restaurant/r%201%2F2")?.params).toEqual({ id: "r 1/2" });
    expect(matchRoutes(tree, "/a/b")?.params).toEqual({ "*": "a/b" });
  });

  it("matches nothing without a catch-all", () => {
    expect(matchRoutes([{ path: "/a", element: "a" }], "/b")).toBeNull();
    // A layout never matches by itself.
    expect(matchRoutes([{ element: "layout" }], "/")).toBeNull();
  });
});

describe("matchPath", () => {
  it("matches a whole pathname with its params", () => {
    expect(matchPath("/user/restaurant/:id", "/user/restaurant/abc")).toEqual({
      params: { id: "abc" },
      pathname: "/user/restaurant/abc",
      pattern: "/user/restaurant/:id",
    });
    expect(matchPath("/user/restaurant/:id", "/user/restaurant/abc/menu")).toBeNull();
    expect(matchPath("/user/restaurant/:id", "/user/restaurant")).toBeNull();
    expect(matchPath("/a.b", "/axb")).toBeNull();
  });

  it("matches a leading part, ending at a slash, when asked to", () => {
    expect(matchPath({ path: "/admin", end: false }, "/admin/orders")?.pathname).toBe("/admin");
    expect(matchPath({ path: "/admin", end: false }, "/administrator")).toBeNull();
  });

  it("gives a catch-all the rest of the pathname", () => {
    expect(matchPath("/files/*", "/files/a/b")?.params).toEqual({ "*": "a/b" });
    expect(matchPath("/files/*", "/files")?.params).toEqual({ "*": "" });
  });
});

describe("parsePath and resolvePath", () => {
  it("splits a path into pathname, search and hash", () => {
    expect(parsePath("/a/b?c=1#d")).toEqual({ pathname: "/a/b", search: "?c=1", hash: "#d" });
    expect(parsePath("/a?#")).toEqual({ pathname: "/a", search: "", hash: "" });
  });

  it("keeps an absolute path as written, and the pathname for a query or a hash alone", () => {
    expect(resolvePath("/x?q=a%20b", "/a/b")).toEqual({ pathname: "/x", search: "?q=a%20b", hash: "" });
    expect(resolvePath("?page=2", "/a/b")).toEqual({ pathname: "/a/b", search: "?page=2", hash: "" });
    expect(resolvePath("#top", "/a/b")).toEqual({ pathname: "/a/b", search: "", hash: "#top" });
  });

  it("resolves a relative path against the current pathname's segments", () => {
    expect(resolvePath("c", "/a/b").pathname).toBe("/a/b/c");
    expect(resolvePath("../c", "/a/b/").pathname).toBe("/a/c");
    expect(resolvePath("../../..", "/a").pathname).toBe("/");
  });
});

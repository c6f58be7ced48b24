/**
 * The router without React: lazy routes keep the current location until their modules are in (navigation "loading"
 * meanwhile), a newer navigation supersedes a pending one, lazy() runs once, a failure is the route's error, and the
 * memory history's entries.
 */
import type { ComponentType } from "react";
import { describe, expect, it, vi } from "vitest";
import { deferredModule } from "../../test/deferred-module";
import { createMemoryRouter, lazyComponent } from "./core";
import type { RouteObject } from "./match";

const Page: ComponentType = () => null;

function lazyRoute(path: string) {
  const module = deferredModule();
  const lazy = vi.fn(() => module.promise);
  const route: RouteObject = { path, lazy };
  return { route, lazy, module };
}

describe("createMemoryRouter", () => {
  it("starts at the initial entry, and commits a navigation with nothing to load at once", () => {
    const router = createMemoryRouter([{ path: "/a" }, { path: "/b" }], { initialEntries: ["/a?x=1#h"] });
    expect(router.state).toMatchObject({
      location: { pathname: "/a", search: "?x=1", hash: "#h", state: null },
      initialized: true,
      navigation: { state: "idle" },
      error: null,
    });
    void router.navigate("/b", { state: { from: "/a" } });
    expect(router.state.location).toMatchObject({ pathname: "/b", state: { from: "/a" } });
    expect(router.state.location.key).not.toBe("");
  });

  it("waits for a lazy route's module, keeping the current location, then commits it", async () => {
    const { route, module } = lazyRoute("/lazy");
    const router = createMemoryRouter([{ path: "/" }, route], { initialEntries: ["/"] });
    const seen: string[] = [];
    router.subscribe(() => seen.push(`${router.state.navigation.state} ${router.state.location.pathname}`));

    const done = router.navigate("/lazy");
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.navigation).toMatchObject({ state: "loading", location: { pathname: "/lazy" } });

    module.resolve({ Component: Page });
    await done;
    expect(router.state.location.pathname).toBe("/lazy");
    expect(router.state.navigation.state).toBe("idle");
    expect(lazyComponent(route)).toBe(Page);
    expect(seen).toEqual(["loading /", "idle /lazy"]);
  });

  it("lets a newer navigation supersede a pending one", async () => {
    const slow = lazyRoute("/slow");
    const router = createMemoryRouter([{ path: "/" }, { path: "/other" }, slow.route], { initialEntries: ["/"] });
    const pending = router.navigate("/slow");
    void router.navigate("/other");
    expect(router.state.location.pathname).toBe("/other");
    slow.module.resolve({ Component: Page });
    await pending;
    expect(router.state.location.pathname).toBe("/other");
    expect(router.state.navigation.state).toBe("idle");
  });

  it("loads each lazy route once, for every router, and then navigates to it at once", async () => {
    const { route, lazy, module } = lazyRoute("/lazy");
    const first = createMemoryRouter([{ path: "/" }, route], { initialEntries: ["/"] });
    const second = createMemoryRouter([{ path: "/" }, route], { initialEntries: ["/"] });
    const both = Promise.all([first.navigate("/lazy"), second.navigate("/lazy")]);
    module.resolve({ Component: Page });
    await both;
    void first.navigate("/");
    void first.navigate("/lazy");
    expect(first.state.location.pathname).toBe("/lazy");
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it("commits a failed lazy route with its error, and tries it again on the next navigation", async () => {
    const { route, lazy, module } = lazyRoute("/lazy");
    const layout: RouteObject = { errorElement: "failed", children: [route] };
    const router = createMemoryRouter([{ path: "/" }, layout], { initialEntries: ["/"] });
    const failure = new Error("chunk missing");
    const done = router.navigate("/lazy");
    module.reject(failure);
    await done;
    expect(router.state.location.pathname).toBe("/lazy");
    expect(router.state.error).toEqual({ index: 1, value: failure });

    lazy.mockResolvedValueOnce({ Component: Page });
    await router.navigate("/");
    await router.navigate("/lazy");
    expect(router.state.error).toBeNull();
    expect(lazy).toHaveBeenCalledTimes(2);
  });

  it("is not initialized until the first location's modules are in", async () => {
    const { route, module } = lazyRoute("/lazy");
    const router = createMemoryRouter([{ hydrateFallbackElement: "wait", children: [route] }], {
      initialEntries: ["/lazy"],
    });
    expect(router.state).toMatchObject({ initialized: false, navigation: { state: "idle" } });
    const initialized = new Promise<void>((resolve) => router.subscribe(resolve));
    module.resolve({ Component: Page });
    await initialized;
    expect(router.state.initialized).toBe(true);
  });

  it("gives an address no route matches a 404 at the root route", () => {
    const root: RouteObject = { children: [{ path: "/a" }] };
    const router = createMemoryRouter([root], { initialEntries: ["/nowhere"] });
    expect(router.state.matches).toEqual([{ route: root }]);
    expect(router.state.error).toMatchObject({ index: 0, value: { status: 404 } });
  });

  it("keeps entries: push, replace (also for the address already shown), and going back and forward", async () => {
    const router = createMemoryRouter([{ path: "*" }], { initialEntries: ["/a", "/b", "/c"], initialIndex: 1 });
    expect(router.state.location.pathname).toBe("/b");
    await router.navigate("/d");
    await router.navigate("/d");
    await router.navigate("/e", { replace: true });
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe("/b");
    await router.navigate(1);
    expect(router.state.location.pathname).toBe("/e");
    // The entries after /b were dropped by the push.
    await router.navigate(1);
    expect(router.state.location.pathname).toBe("/e");
  });

  it("takes initial entries with a state, and resolves a query against the current pathname", () => {
    const router = createMemoryRouter([{ path: "*" }], { initialEntries: [{ pathname: "/cart", state: { n: 1 } }] });
    expect(router.state.location).toMatchObject({ pathname: "/cart", search: "", state: { n: 1 } });
    void router.navigate("?page=2");
    expect(router.state.location).toMatchObject({ pathname: "/cart", search: "?page=2", state: null });
  });
});

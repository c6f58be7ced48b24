/** The browser router: its entries in the browser's history (with state and key), and Back/Forward (popstate). */
import type { ComponentType } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { createBrowserRouter, type Router } from "./core";

let router: Router | undefined;

function Empty() {
  return null;
}

afterEach(() => {
  router?.dispose();
  window.history.replaceState(null, "", "/");
});

describe("createBrowserRouter", () => {
  it("gives the entry it starts on a key, kept in history.state", () => {
    window.history.replaceState(null, "", "/start?x=1#top");
    router = createBrowserRouter([{ path: "*" }]);
    expect(router.state.location).toMatchObject({ pathname: "/start", search: "?x=1", hash: "#top", state: null });
    expect(window.history.state).toEqual({ usr: null, key: router.state.location.key });
  });

  it("pushes and replaces entries with their state", async () => {
    router = createBrowserRouter([{ path: "*" }]);
    const length = window.history.length;
    await router.navigate("/cart", { state: { from: "/" } });
    expect(window.location.pathname).toBe("/cart");
    expect(window.history.length).toBe(length + 1);
    expect(window.history.state).toEqual({ usr: { from: "/" }, key: router.state.location.key });
    await router.navigate("/cart/payment", { replace: true });
    expect(window.location.pathname).toBe("/cart/payment");
    expect(window.history.length).toBe(length + 1);
    expect(window.history.state.usr).toBeNull();
  });

  it("takes Back and Forward through the same loading as a navigation, without a new entry", async () => {
    let release: (module: { Component: ComponentType }) => void = () => {};
    const lazy = () => new Promise<{ Component: ComponentType }>((resolve) => (release = resolve));
    router = createBrowserRouter([{ path: "/" }, { path: "/lazy", lazy }]);
    const length = window.history.length;
    const committed = new Promise<void>((resolve) =>
      router?.subscribe(() => router?.state.navigation.state === "idle" && resolve()),
    );

    // As the browser does on Back or Forward to an entry the app wrote earlier.
    window.history.pushState({ usr: { n: 1 }, key: "earlier" }, "", "/lazy");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.navigation).toMatchObject({ state: "loading", location: { pathname: "/lazy" } });

    release({ Component: Empty });
    await committed;
    expect(router.state.location).toMatchObject({ pathname: "/lazy", state: { n: 1 }, key: "earlier" });
    expect(window.history.length).toBe(length + 1);
  });
});

/** A lazy route's module that arrives (or fails) when the test says: for the router's tests of pending navigations. */
import type { ComponentType } from "react";

export function deferredModule() {
  let resolve: (module: { Component: ComponentType }) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<{ Component: ComponentType }>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

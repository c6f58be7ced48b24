/**
 * Where the router keeps its entries: the browser's history (pushState, popstate; each entry's state and key kept in
 * `history.state`, so a reload or Back finds them again) or a list in memory (tests and the server's first view).
 */
import { createPath, type Path, parsePath } from "./match";

export interface Location extends Path {
  state: unknown;
  /** Unique per history entry: scroll positions are saved by it. */
  key: string;
}

export interface History {
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Calls back with the new location on Back/Forward (go). */
  listen(listener: (location: Location) => void): () => void;
}

export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

export function createLocation(path: string | Path, state: unknown = null, key = createKey()): Location {
  return { ...(typeof path === "string" ? parsePath(path) : path), state, key };
}

interface EntryState {
  usr: unknown;
  key: string;
}

function readEntry(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as Partial<EntryState> | null;
  return createLocation({ pathname, search, hash }, entry?.usr ?? null, entry?.key);
}

export function createBrowserHistory(): History {
  let location = readEntry();
  const write = (next: Location, replace: boolean) => {
    const entry: EntryState = { usr: next.state, key: next.key };
    try {
      window.history[replace ? "replaceState" : "pushState"](entry, "", createPath(next));
    } catch {
      // Safari limits pushState calls, and a state that cannot be cloned throws: load the page instead.
      window.location[replace ? "replace" : "assign"](createPath(next));
    }
    location = next;
  };
  // An entry opened from outside the app (typed, a reload of a page that had none) gets its own key now.
  if ((window.history.state as Partial<EntryState> | null)?.key === undefined) write(location, true);
  return {
    get location() {
      return location;
    },
    push: (next) => write(next, false),
    replace: (next) => write(next, true),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPop = () => {
        location = readEntry();
        listener(location);
      };
      window.addEventListener("popstate", onPop);
      return () => window.removeEventListener("popstate", onPop);
    },
  };
}

/** A memory entry: a path, or its parts with a state (`{ pathname: "/user/cart", state }`). */
export type InitialEntry = string | (Partial<Path> & { state?: unknown });

export function createMemoryHistory(initialEntries: readonly InitialEntry[] = ["/"], initialIndex?: number): History {
  const entries = (initialEntries.length > 0 ? initialEntries : ["/"]).map((entry) =>
    typeof entry === "string"
      ? createLocation(entry)
      : createLocation({ pathname: "/", search: "", hash: "", ...entry }, entry.state ?? null),
  );
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<(location: Location) => void>();
  const current = () => entries[index] as Location;
  return {
    get location() {
      return current();
    },
    push(next) {
      index += 1;
      entries.splice(index, entries.length, next);
    },
    replace(next) {
      entries[index] = next;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener(current());
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The app's toasts (spec §9), shown by react-hot-toast, which is not part of a page's first load (issue 15: its 4.6 KB
 * gzip of the 120 KB budget). The toaster loads it soon after the first page (components/ui/Toaster), and the first
 * toast asked for before that loads it at once: calls made meanwhile are kept, in order, and run when it is in. Every
 * toast gets its id here, so a caller can dismiss one it showed before the library arrived.
 */
import type { default as HotToast, Renderable, Toast, ToastOptions, ValueOrFunction } from "react-hot-toast";

type HotToastApi = typeof HotToast;
type Message = ValueOrFunction<Renderable, Toast>;
type Call = (api: HotToastApi) => void;

let api: HotToastApi | null = null;
let loading: Promise<HotToastApi> | null = null;
const waiting: Call[] = [];
const loadedListeners = new Set<() => void>();
let lastId = 0;

/** Loads react-hot-toast (once; again after a failed attempt) and runs the calls kept until then. */
export function loadToasts(): Promise<HotToastApi> {
  loading ??= import("react-hot-toast").then(
    (module) => {
      api = module.default;
      for (const call of waiting.splice(0)) call(api);
      for (const listener of loadedListeners) listener();
      return api;
    },
    (error: unknown) => {
      // Offline before the chunk was cached: the kept calls wait for the next attempt.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether react-hot-toast is in (for useSyncExternalStore with onToastsLoaded). */
export function toastsLoaded(): boolean {
  return api !== null;
}

/** Subscribes to react-hot-toast arriving; returns the unsubscribe. */
export function onToastsLoaded(listener: () => void): () => void {
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

function run(call: Call): void {
  if (api) {
    call(api);
    return;
  }
  waiting.push(call);
  loadToasts().catch(() => undefined);
}

function show(kind: "blank" | "success" | "error", message: Message, options?: ToastOptions): string {
  lastId += 1;
  const id = options?.id ?? `toast-${lastId}`;
  const withId = { ...options, id };
  run((hot) => {
    if (kind === "blank") hot(message, withId);
    else hot[kind](message, withId);
  });
  return id;
}

/** react-hot-toast's API, for the calls the app makes: a plain toast, success, error, dismiss and remove. */
export const toast = Object.assign((message: Message, options?: ToastOptions) => show("blank", message, options), {
  success: (message: Message, options?: ToastOptions) => show("success", message, options),
  error: (message: Message, options?: ToastOptions) => show("error", message, options),
  dismiss: (id?: string) => run((hot) => hot.dismiss(id)),
  remove: (id?: string) => run((hot) => hot.remove(id)),
});

/**
 * The app's toaster (spec §9). react-hot-toast is not in the first load (lib/toast): the toaster asks for it once the
 * first page has had TOASTER_LOAD_DELAY_MS to itself, or sooner when a toast is shown, and draws the toasts when it is in.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { loadToasts, onToastsLoaded, toastsLoaded } from "../../lib/toast";

/** How long the first page has before the toaster loads its library unasked. */
export const TOASTER_LOAD_DELAY_MS = 2000;

const ToastStack = lazy(() => import("./ToastStack"));

export function Toaster() {
  const ready = useSyncExternalStore(onToastsLoaded, toastsLoaded, () => false);

  useEffect(() => {
    if (toastsLoaded()) return;
    const timer = window.setTimeout(() => loadToasts().catch(() => undefined), TOASTER_LOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return ready ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}

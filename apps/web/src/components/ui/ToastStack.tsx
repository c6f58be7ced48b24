/**
 * The toasts on screen (spec §9): bottom-right, the spec's durations, and at most TOAST.limit toasts kept. Loaded with
 * react-hot-toast, after the first page (see Toaster and lib/toast).
 */
import { TOAST } from "@zaika/contract/constants";
import { useEffect } from "react";
import { Toaster as HotToaster, toast, useToasterStore } from "react-hot-toast";

export default function ToastStack() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // react-hot-toast 2.6 also caps its store at 20, but only by its own constant: enforce ours.
    // Newest toasts come first, so everything visible past the limit is the oldest.
    for (const extra of toasts.filter((item) => item.visible).slice(TOAST.limit)) toast.dismiss(extra.id);
  }, [toasts]);

  return (
    <HotToaster
      position={TOAST.position}
      toastOptions={{
        blank: { duration: TOAST.durationMs.blank },
        error: { duration: TOAST.durationMs.error },
        custom: { duration: TOAST.durationMs.custom },
        success: { duration: TOAST.durationMs.success },
        loading: { duration: TOAST.durationMs.loading },
      }}
    />
  );
}

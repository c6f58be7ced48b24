/** The toasts react-hot-toast holds on screen, for tests that count them: what each says and its type. */
import { renderHook } from "@testing-library/react";
import { useToasterStore } from "react-hot-toast";

export function visibleToasts(): Array<{ message: unknown; type: string }> {
  return renderHook(() => useToasterStore())
    .result.current.toasts.filter((item) => item.visible)
    .map((item) => ({ message: item.message, type: item.type }));
}

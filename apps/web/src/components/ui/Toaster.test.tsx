import { act, render, screen } from "@testing-library/react";
import { TOAST } from "@zaika/contract/constants";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "./Toaster";

afterEach(() => {
  act(() => toast.remove());
});

describe("Toaster", () => {
  it(`keeps at most ${TOAST.limit} toasts on screen`, async () => {
    render(<Toaster />);

    act(() => {
      for (let index = 1; index <= TOAST.limit + 5; index += 1) toast(`Message ${index}`);
    });

    expect(await screen.findByText(`Message ${TOAST.limit + 5}`)).toBeInTheDocument();
    const visible = screen.getAllByRole("status").filter((element) => element.textContent?.startsWith("Message"));
    expect(visible.length).toBeLessThanOrEqual(TOAST.limit);
  });
});

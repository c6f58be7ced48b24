import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UpdatePrompt } from "./UpdatePrompt";
import { dismissUpdate, offerUpdate } from "./update-state";

afterEach(() => act(() => dismissUpdate()));

describe("UpdatePrompt", () => {
  it("shows nothing while the app is current", () => {
    render(<UpdatePrompt />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.queryByRole("button", { name: "Reload" })).not.toBeInTheDocument();
  });

  it("offers a waiting version, and Reload activates it and reloads the page", async () => {
    const update = vi.fn(async () => undefined);
    render(<UpdatePrompt />);

    act(() => offerUpdate(update));
    expect(screen.getByRole("status")).toHaveTextContent("A new version of Zaika is available");

    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(update).toHaveBeenCalledExactlyOnceWith(true);
  });

  it("'Not now' puts the prompt away without updating", async () => {
    const update = vi.fn(async () => undefined);
    render(<UpdatePrompt />);
    act(() => offerUpdate(update));

    await userEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(update).not.toHaveBeenCalled();
  });
});

import { DEBOUNCE_MS } from "@zaika/contract/constants";
import { describe, expect, it, vi } from "vitest";
import { createPositionController } from "./position-controller";

function setup(reverse = vi.fn(async () => ({ description: "Palasia, Indore" }))) {
  const save = vi.fn(async () => true);
  const restore = vi.fn();
  const controller = createPositionController({
    reverse,
    save,
    restore,
    failureLogMessage: "Failed to reverse geocode clicked position",
  });
  return { controller, reverse, save, restore };
}

describe("map picker positions", () => {
  it("looks a clicked position up at once and stores lat, lon and description", async () => {
    const { controller, reverse, save } = setup();

    controller.click(22.7245, 75.8842);

    expect(reverse).toHaveBeenCalledWith(22.7245, 75.8842);
    await vi.waitFor(() =>
      expect(save).toHaveBeenCalledWith({ lat: 22.7245, lon: 75.8842, description: "Palasia, Indore" }),
    );
  });

  it(`looks a dragged marker up only ${DEBOUNCE_MS.markerDrag} ms after the last drag`, async () => {
    vi.useFakeTimers();
    const { controller, reverse, save } = setup();

    controller.dragEnd(22.7, 75.8);
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS.markerDrag - 100);
    controller.dragStart();
    controller.dragEnd(22.71, 75.86);
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS.markerDrag - 1);
    expect(reverse).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(reverse).toHaveBeenCalledTimes(1);
    expect(reverse).toHaveBeenCalledWith(22.71, 75.86);
    expect(save).toHaveBeenCalledWith({ lat: 22.71, lon: 75.86, description: "Palasia, Indore" });
  });

  it("only logs a failed look-up, keeps the old location and puts the pin back", async () => {
    const failure = new Error("404 Not Found");
    const { controller, save, restore } = setup(vi.fn(async () => Promise.reject(failure)));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);

    controller.click(10, 10);

    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith("Failed to reverse geocode clicked position", failure));
    expect(save).not.toHaveBeenCalled();
    expect(restore).toHaveBeenCalled();
  });

  it("ignores a slow answer once a newer position was chosen", async () => {
    let answerFirst: (value: { description: string }) => void = () => undefined;
    const reverse = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockImplementationOnce(async () => ({ description: "Second" }));
    const { controller, save } = setup(reverse);

    controller.click(1, 1);
    controller.click(2, 2);
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith({ lat: 2, lon: 2, description: "Second" }));
    answerFirst({ description: "First" });
    await Promise.resolve();

    expect(save).toHaveBeenCalledTimes(1);
  });
});

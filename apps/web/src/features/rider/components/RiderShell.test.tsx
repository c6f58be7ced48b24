import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { clippingClasses } from "../../../test/text-clipping";
import { renderRoutes, signInAs } from "../../../test/utils";
import { RiderShell } from "./RiderShell";

const LONG_NAME = "Ravi Kumar Venkataraghavan Subramaniam";

describe("RiderShell", () => {
  it("shows the rider's whole name in the top bar, wrapping instead of cutting it short (issue 16)", () => {
    signInAs("rider", LONG_NAME);
    renderRoutes([{ path: "/rider", element: <RiderShell>Deliveries</RiderShell> }], "/rider");

    const header = screen.getByRole("banner");
    const name = screen.getByText(LONG_NAME);
    expect(header).toContainElement(name);
    expect(clippingClasses(name)).toEqual([]);
    expect(name).toHaveClass("break-words");
  });
});

import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DROPDOWN_HIDE_MS } from "@zaika/contract/constants";
import { listCategories } from "@zaika/contract/endpoints/catalog";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeCategory } from "../../../test/catalog";
import { apiRequests, mockEndpoint, type RecordedCalls } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/utils";
import { CategorySearch } from "./CategorySearch";

const categories = [
  makeCategory({ _id: "c1", name: "Pizza" }),
  makeCategory({ _id: "c2", name: "North Indian" }),
  makeCategory({ _id: "c3", name: "South Indian" }),
];

function renderSearch() {
  return renderRoutes([{ path: "*", element: <CategorySearch /> }], "/user");
}

describe("CategorySearch", () => {
  let calls: RecordedCalls<typeof listCategories>;

  beforeEach(() => {
    calls = mockEndpoint(listCategories, { categories });
  });

  it("loads the categories only when the box is first focused", async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = screen.getByRole("combobox", { name: "Search categories" });
    expect(input).toHaveAttribute("placeholder", "Search categories...");
    expect(apiRequests()).toHaveLength(0);

    await user.click(input);

    expect(await screen.findAllByRole("option")).toHaveLength(3);
    expect(calls).toHaveLength(1);
    expect(apiRequests().map((request) => new URL(request.url).pathname)).toEqual(["/api/admin/category/all"]);
  });

  it("filters case-insensitively and opens the picked category, clearing the box", async () => {
    const user = userEvent.setup();
    const { router } = renderSearch();
    const input = screen.getByRole("combobox", { name: "Search categories" });

    await user.click(input);
    await screen.findAllByRole("option");
    await user.type(input, "INDIAN");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["North Indian", "South Indian"]);

    await user.click(screen.getByRole("option", { name: "North Indian" }));

    expect(router.state.location.pathname).toBe("/user/category/c2");
    expect(router.state.location.search).toBe("?category=North%20Indian");
    expect(input).toHaveValue("");
  });

  it("is usable by keyboard: arrows mark an option, Enter opens it, Escape closes the list", async () => {
    const user = userEvent.setup();
    const { router } = renderSearch();
    const input = screen.getByRole("combobox", { name: "Search categories" });

    await user.click(input);
    await screen.findAllByRole("option");
    await user.type(input, "indian");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("option", { name: "South Indian" })).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", screen.getByRole("option", { name: "South Indian" }).id);

    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");

    await user.keyboard("{ArrowDown}{Enter}");
    expect(router.state.location.pathname).toBe("/user/category/c2");
    expect(input).toHaveValue("");
  });

  it('says "No categories found" when nothing matches', async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = screen.getByRole("combobox", { name: "Search categories" });

    await user.click(input);
    await screen.findAllByRole("option");
    await user.type(input, "sushi");

    expect(screen.getByText("No categories found")).toBeVisible();
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
  });

  // fireEvent, not userEvent: Testing Library's async wrapper waits on a real timer that fake timers would stop.
  it(`hides the dropdown ${DROPDOWN_HIDE_MS.category} ms after blur`, async () => {
    vi.useFakeTimers();
    renderSearch();
    const input = screen.getByRole("combobox", { name: "Search categories" });

    fireEvent.focus(input);
    expect(input).toHaveAttribute("aria-expanded", "true");
    fireEvent.blur(input);
    await act(() => vi.advanceTimersByTimeAsync(DROPDOWN_HIDE_MS.category - 1));
    expect(input).toHaveAttribute("aria-expanded", "true");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(input).toHaveAttribute("aria-expanded", "false");
  });
});

import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DROPDOWN_HIDE_MS } from "@zaika/contract/constants";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes } from "../../../test/utils";
import { CategorySearch } from "./CategorySearch";

const category = (id: string, name: string) => ({
  _id: id,
  name,
  image: null,
  isActive: true,
  createdAt: "2026-01-01T00:00:00.000Z",
});
const categories = [category("c1", "Pizza"), category("c2", "North Indian"), category("c3", "South Indian")];

function renderSearch() {
  return renderRoutes([{ path: "*", element: <CategorySearch /> }], "/user");
}

describe("CategorySearch", () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn(async () => jsonResponse({ categories }));
    vi.stubGlobal("fetch", fetchMock);
  });

  it("loads the categories only when the box is first focused", async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = screen.getByRole("combobox", { name: "Search categories" });
    expect(input).toHaveAttribute("placeholder", "Search categories...");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(input);

    expect(await screen.findAllByRole("option")).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/admin/category/all");
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

import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test/utils";
import { CategorySearch } from "./CategorySearch";

const categories = [
  { _id: "c1", name: "Pizza" },
  { _id: "c2", name: "North Indian" },
  { _id: "c3", name: "South Indian" },
];

describe("CategorySearch", () => {
  it('says "No categories found" when nothing matches', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: "*", element: <CategorySearch /> }], "/user");

    await user.click(screen.getByRole("combobox", { name: "Search categories" }));

    expect(screen.getByText("No categories found")).toBeVisible();
  });

  it("filters case-insensitively and opens the picked category, clearing the box", async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: "*", element: <CategorySearch categories={categories} /> }], "/user");
    const input = screen.getByRole("combobox", { name: "Search categories" });

    await user.type(input, "INDIAN");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["North Indian", "South Indian"]);

    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");

    expect(router.state.location.pathname).toBe("/user/category/c3");
    expect(router.state.location.search).toBe("?category=South%20Indian");
    expect(input).toHaveValue("");
  });
});

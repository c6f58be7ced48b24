import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CATEGORY_MESSAGES, type Category } from "@zaika/contract/category";
import {
  createCategory,
  listCategories,
  toggleCategoryStatus,
  updateCategory,
} from "@zaika/contract/endpoints/catalog";
import { uploadImage } from "@zaika/contract/endpoints/media";
import { describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/utils";
import { AdminCategoryPage } from "./AdminCategoryPage";

const biryani: Category = {
  _id: "0b7d8e1c-5a43-4e0e-9a3b-6f1e2d3c4b5a",
  name: "Biryani",
  image: "/uploads/category/biryani.webp",
  isActive: true,
  createdAt: "2025-01-01T00:00:00.000Z",
};
const desserts: Category = { ...biryani, _id: "1c8e9f2d-6b54-4f1f-8b4c-7a2f3e4d5c6b", name: "Desserts", image: null };

function renderPage() {
  return renderRoutes([{ path: "/admin/category", element: <AdminCategoryPage /> }], "/admin/category");
}

describe("AdminCategoryPage", () => {
  it("lists the categories with their state and switches one off through its toggle-status endpoint", async () => {
    const user = userEvent.setup();
    let categories = [biryani, desserts];
    mockEndpoint(listCategories, () => ({ categories }));
    const toggles = mockEndpoint(toggleCategoryStatus, () => {
      const toggled = { ...biryani, isActive: false };
      categories = [toggled, desserts];
      return { success: true, message: CATEGORY_MESSAGES.statusUpdated, category: toggled };
    });
    renderPage();

    expect(screen.getByRole("status")).toHaveTextContent("Loading categories");
    const toggle = await screen.findByRole("switch", { name: "Biryani active" });
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("heading", { name: "All categories (2)" })).toBeInTheDocument();

    await user.click(toggle);

    await waitFor(() =>
      expect(screen.getByRole("switch", { name: "Biryani active" })).toHaveAttribute("aria-checked", "false"),
    );
    expect(toggles.map((call) => call.params.id)).toEqual([biryani._id]);
  });

  it("shows an empty state when there are no categories", async () => {
    mockEndpoint(listCategories, { categories: [] });
    renderPage();
    expect(await screen.findByText("No categories yet")).toBeInTheDocument();
  });

  it("shows the error and a retry when the list cannot be loaded", async () => {
    vi.spyOn(toast, "error");
    mockEndpointError(listCategories, 400, { message: "Database unavailable", code: "SERVICE_UNAVAILABLE" });
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Database unavailable");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("uploads the chosen picture, then creates the category with its URL and refetches the list", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    let categories: Category[] = [];
    mockEndpoint(listCategories, () => ({ categories }));
    const uploads = mockEndpoint(uploadImage, {
      success: true,
      data: { url: "/uploads/category/new.webp", width: 400, height: 400 },
    });
    const creates = mockEndpoint(createCategory, () => {
      const created = { ...desserts, name: "Chaat", image: "/uploads/category/new.webp" };
      categories = [created];
      return { success: true, message: CATEGORY_MESSAGES.added, category: created };
    });
    renderPage();
    await screen.findByText("No categories yet");

    await user.type(screen.getByLabelText("Category name"), "Chaat");
    await user.upload(
      screen.getByLabelText("Category image (optional)"),
      new File(["png"], "chaat.png", { type: "image/png" }),
    );
    await user.click(screen.getByRole("button", { name: "Add category" }));

    expect(await screen.findByRole("switch", { name: "Chaat active" })).toBeInTheDocument();
    expect(uploads.map((call) => call.query)).toEqual([{ purpose: "category" }]);
    const image = uploads[0]?.body.get("image") as File | null;
    expect(image).toMatchObject({ name: "chaat.png", type: "image/png" });
    expect(await image?.text()).toBe("png");
    expect(creates.map((call) => call.body)).toEqual([{ name: "Chaat", image: "/uploads/category/new.webp" }]);
    expect(success).toHaveBeenCalledWith(CATEGORY_MESSAGES.added);
    expect(screen.getByLabelText("Category name")).toHaveValue("");
  });

  it("refuses a name that is too short without calling the server", async () => {
    const user = userEvent.setup();
    mockEndpoint(listCategories, { categories: [] });
    const creates = mockEndpoint(createCategory, {
      success: true,
      message: CATEGORY_MESSAGES.added,
      category: biryani,
    });
    renderPage();
    await screen.findByText("No categories yet");

    await user.type(screen.getByLabelText("Category name"), "A");
    await user.click(screen.getByRole("button", { name: "Add category" }));

    expect(await screen.findByText("Category name must be at least 2 characters")).toBeInTheDocument();
    expect(creates).toHaveLength(0);
  });

  it("renames a category in a dialog", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    mockEndpoint(listCategories, { categories: [biryani] });
    const updates = mockEndpoint(updateCategory, {
      success: true,
      message: CATEGORY_MESSAGES.updated,
      category: { ...biryani, name: "Dum Biryani" },
    });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Edit Biryani" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Biryani" });
    const name = within(dialog).getByLabelText("Category name");
    await user.clear(name);
    await user.type(name, "Dum Biryani");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(updates.map((call) => [call.params.id, call.body])).toEqual([[biryani._id, { name: "Dum Biryani" }]]);
    expect(success).toHaveBeenCalledWith(CATEGORY_MESSAGES.updated);
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CATEGORY_MESSAGES, type Category } from "@zaika/contract/category";
import toast from "react-hot-toast";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes } from "../../../test/utils";
import { AdminCategoryPage } from "./AdminCategoryPage";

const fetchMock = vi.fn<typeof fetch>();

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

function calls(method: string, path: string) {
  return fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? "GET") === method && String(url) === path);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

describe("AdminCategoryPage", () => {
  it("lists the categories with their state and switches one off through its toggle-status endpoint", async () => {
    const user = userEvent.setup();
    let categories = [biryani, desserts];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === "PATCH" && url === `/api/admin/category/${biryani._id}/toggle-status`) {
        const toggled = { ...biryani, isActive: false };
        categories = [toggled, desserts];
        return jsonResponse({ success: true, message: CATEGORY_MESSAGES.statusUpdated, category: toggled });
      }
      return jsonResponse({ categories });
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
    expect(calls("PATCH", `/api/admin/category/${biryani._id}/toggle-status`)).toHaveLength(1);
  });

  it("shows an empty state when there are no categories", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ categories: [] }));
    renderPage();
    expect(await screen.findByText("No categories yet")).toBeInTheDocument();
  });

  it("shows the error and a retry when the list cannot be loaded", async () => {
    vi.spyOn(toast, "error");
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: "Database unavailable", code: "SERVICE_UNAVAILABLE" }, { status: 400 }),
    );
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Database unavailable");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("uploads the chosen picture, then creates the category with its URL and refetches the list", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    let categories: Category[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === "/api/media/images?purpose=category") {
        return jsonResponse({ success: true, data: { url: "/uploads/category/new.webp", width: 400, height: 400 } });
      }
      if (init?.method === "POST" && url === "/api/admin/category") {
        const created = { ...desserts, name: "Chaat", image: "/uploads/category/new.webp" };
        categories = [created];
        return jsonResponse({ success: true, message: CATEGORY_MESSAGES.added, category: created });
      }
      return jsonResponse({ categories });
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
    const upload = calls("POST", "/api/media/images?purpose=category")[0];
    expect((upload?.[1]?.body as FormData | undefined)?.get("image")).toBeInstanceOf(File);
    const create = calls("POST", "/api/admin/category")[0];
    expect(JSON.parse(String(create?.[1]?.body))).toEqual({ name: "Chaat", image: "/uploads/category/new.webp" });
    expect(success).toHaveBeenCalledWith(CATEGORY_MESSAGES.added);
    expect(screen.getByLabelText("Category name")).toHaveValue("");
  });

  it("refuses a name that is too short without calling the server", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse({ categories: [] }));
    renderPage();
    await screen.findByText("No categories yet");

    await user.type(screen.getByLabelText("Category name"), "A");
    await user.click(screen.getByRole("button", { name: "Add category" }));

    expect(await screen.findByText("Category name must be at least 2 characters")).toBeInTheDocument();
    expect(calls("POST", "/api/admin/category")).toHaveLength(0);
  });

  it("renames a category in a dialog", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === "PUT") {
        return jsonResponse({
          success: true,
          message: CATEGORY_MESSAGES.updated,
          category: { ...biryani, name: "Dum Biryani" },
        });
      }
      return jsonResponse({ categories: [biryani] });
    });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Edit Biryani" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Biryani" });
    const name = within(dialog).getByLabelText("Category name");
    await user.clear(name);
    await user.type(name, "Dum Biryani");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const update = calls("PUT", `/api/admin/category/${biryani._id}`)[0];
    expect(JSON.parse(String(update?.[1]?.body))).toEqual({ name: "Dum Biryani" });
    expect(success).toHaveBeenCalledWith(CATEGORY_MESSAGES.updated);
  });
});

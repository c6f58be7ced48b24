import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BANNER_MESSAGES, type Banner } from "@zaika/contract/banner";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "@zaika/contract/media";
import toast from "react-hot-toast";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes } from "../../../test/utils";
import { AdminBannerPage } from "./AdminBannerPage";

const fetchMock = vi.fn<typeof fetch>();

const banners: Banner[] = [
  {
    _id: "6a1f1f6e-1111-4a4a-8b8b-000000000001",
    imageUrl: "/uploads/banner/one.webp",
    position: 0,
    isActive: true,
    createdAt: "2025-01-01T00:00:00.000Z",
  },
  {
    _id: "6a1f1f6e-1111-4a4a-8b8b-000000000002",
    imageUrl: "/uploads/banner/two.webp",
    position: 1,
    isActive: true,
    createdAt: "2025-01-02T00:00:00.000Z",
  },
];

function renderPage() {
  return renderRoutes([{ path: "/admin/banner", element: <AdminBannerPage /> }], "/admin/banner");
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

describe("AdminBannerPage", () => {
  it("removes a banner at once and restores it when the server refuses", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, "error");
    let failDelete: (response: Response) => void = () => {};
    fetchMock.mockImplementation((_input, init) => {
      if (init?.method === "DELETE") return new Promise<Response>((resolve) => (failDelete = resolve));
      return Promise.resolve(jsonResponse({ data: banners }));
    });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Remove banner 2" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));

    await waitFor(() => expect(screen.queryByRole("img", { name: "Banner 2" })).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { name: "Current banners (1)" })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE")?.[0])).toBe(
      `/api/admin/banner/${banners[1]?._id}`,
    );

    await act(async () =>
      failDelete(jsonResponse({ success: false, message: "Banner is in use", code: "CONFLICT" }, { status: 409 })),
    );

    expect(await screen.findByRole("img", { name: "Banner 2" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Current banners (2)" })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith("Banner is in use", expect.anything());
  });

  it("keeps the banner removed and says so when the server agrees", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    let list = banners;
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === "DELETE") {
        list = banners.slice(0, 1);
        return jsonResponse({ success: true, message: BANNER_MESSAGES.removed });
      }
      return jsonResponse({ data: list });
    });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Remove banner 1" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(BANNER_MESSAGES.removed));
    expect(screen.getAllByRole("img", { name: /^Banner/ })).toHaveLength(1);
  });

  it("refuses a file that is not a JPEG, PNG or WebP image, or is over 5 MB, before uploading", async () => {
    const user = userEvent.setup({ applyAccept: false });
    fetchMock.mockResolvedValue(jsonResponse({ data: [] }));
    renderPage();
    await screen.findByText("No banners yet");
    const input = screen.getByLabelText("Banner image");

    await user.upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText(IMAGE_MESSAGES.notAnImage)).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");

    const big = new File(["x"], "big.jpg", { type: "image/jpeg" });
    Object.defineProperty(big, "size", { value: MAX_IMAGE_BYTES + 1 });
    await user.upload(input, big);
    expect(await screen.findByText(IMAGE_MESSAGES.tooLarge)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Upload banner" }));
    expect(await screen.findByText(IMAGE_MESSAGES.missing)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
  });

  it("uploads the picture with its position as multipart and shows the new banner", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    let list: Banner[] = [];
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === "POST") {
        list = banners.slice(0, 1);
        return jsonResponse({ success: true, message: BANNER_MESSAGES.added, data: banners[0] });
      }
      return jsonResponse({ data: list });
    });
    renderPage();
    await screen.findByText("No banners yet");

    await user.upload(screen.getByLabelText("Banner image"), new File(["webp"], "sale.webp", { type: "image/webp" }));
    await user.type(screen.getByLabelText("Position (optional)"), "3");
    await user.click(screen.getByRole("button", { name: "Upload banner" }));

    expect(await screen.findByRole("img", { name: "Banner 1" })).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(String(post?.[0])).toBe("/api/admin/banner");
    const form = post?.[1]?.body as FormData;
    expect((form.get("image") as File).name).toBe("sale.webp");
    expect(form.get("position")).toBe("3");
    expect(success).toHaveBeenCalledWith(BANNER_MESSAGES.added);
  });
});

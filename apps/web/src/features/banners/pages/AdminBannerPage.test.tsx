import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BANNER_MESSAGES, type Banner } from "@zaika/contract/banner";
import { addBanner, listBanners, removeBanner } from "@zaika/contract/endpoints/catalog";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "@zaika/contract/media";
import { describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { makeBanner } from "../../../test/catalog";
import { apiRequests, errorResponse, mockEndpoint } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/utils";
import { AdminBannerPage } from "./AdminBannerPage";

const first = makeBanner();
const second = makeBanner({
  _id: "6a1f1f6e-1111-4a4a-8b8b-000000000002",
  imageUrl: "/uploads/banner/two.webp",
  position: 1,
  createdAt: "2025-01-02T00:00:00.000Z",
});
const banners: Banner[] = [first, second];

function renderPage() {
  return renderRoutes([{ path: "/admin/banner", element: <AdminBannerPage /> }], "/admin/banner");
}

describe("AdminBannerPage", () => {
  it("removes a banner at once and restores it when the server refuses", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, "error");
    let failDelete: () => void = () => {};
    mockEndpoint(listBanners, { data: banners });
    // Held until the test lets the refusal through, to see the banner gone meanwhile.
    const removes = mockEndpoint(removeBanner, async () => {
      await new Promise<void>((resolve) => (failDelete = resolve));
      return errorResponse(409, { message: "Banner is in use", code: "CONFLICT" });
    });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Remove banner 2" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));

    await waitFor(() => expect(screen.queryByRole("img", { name: "Banner 2" })).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { name: "Current banners (1)" })).toBeInTheDocument();
    await waitFor(() => expect(removes.map((call) => call.params.id)).toEqual([second._id]));

    await act(async () => failDelete());

    expect(await screen.findByRole("img", { name: "Banner 2" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Current banners (2)" })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith("Banner is in use", expect.anything());
  });

  it("keeps the banner removed and says so when the server agrees", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    let list = banners;
    mockEndpoint(listBanners, () => ({ data: list }));
    const removes = mockEndpoint(removeBanner, () => {
      list = [first];
      return { success: true, message: BANNER_MESSAGES.removed };
    });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Remove banner 1" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(BANNER_MESSAGES.removed));
    expect(screen.getAllByRole("img", { name: /^Banner/ })).toHaveLength(1);
    expect(removes.map((call) => call.params.id)).toEqual([first._id]);
  });

  it("refuses a file that is not a JPEG, PNG or WebP image, or is over 5 MB, before uploading", async () => {
    const user = userEvent.setup({ applyAccept: false });
    mockEndpoint(listBanners, { data: [] });
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
    expect(apiRequests().filter((request) => request.method === "POST")).toHaveLength(0);
  });

  it("uploads the picture with its position as multipart and shows the new banner", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    let list: Banner[] = [];
    mockEndpoint(listBanners, () => ({ data: list }));
    const uploads = mockEndpoint(addBanner, () => {
      list = [first];
      return { success: true, message: BANNER_MESSAGES.added, data: first };
    });
    renderPage();
    await screen.findByText("No banners yet");

    await user.upload(screen.getByLabelText("Banner image"), new File(["webp"], "sale.webp", { type: "image/webp" }));
    await user.type(screen.getByLabelText("Position (optional)"), "3");
    await user.click(screen.getByRole("button", { name: "Upload banner" }));

    expect(await screen.findByRole("img", { name: "Banner 1" })).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    const form = uploads[0]?.body;
    expect((form?.get("image") as File | null | undefined)?.name).toBe("sale.webp");
    expect(form?.get("position")).toBe("3");
    expect(success).toHaveBeenCalledWith(BANNER_MESSAGES.added);
  });
});

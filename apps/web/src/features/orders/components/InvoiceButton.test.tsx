import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getOrderInvoice } from "@zaika/contract/endpoints/orders";
import { INVOICE_MESSAGES } from "@zaika/contract/invoice";
import type { Order } from "@zaika/contract/order";
import { describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { makeOrder, ORDER_ID } from "../../../test/orders";
import { renderRoutes, signInAs } from "../../../test/utils";
import { InvoiceButton } from "./InvoiceButton";

const PDF = "%PDF-1.7\n% a tax invoice\n";

function renderButton(order: Order) {
  return renderRoutes([{ path: "/", element: <InvoiceButton order={order} /> }], "/");
}

/** Catches what the browser would save: the object URL's blob and the temporary link's file name. */
function catchDownloads() {
  const saved: Blob[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return "blob:invoice";
  });
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const links: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    links.push(this);
  });
  return { saved, links };
}

describe("InvoiceButton", () => {
  it.each([
    // [status, payment mode, payment status, shown]
    ["PENDING", "ONLINE", "PENDING", false],
    ["PENDING", "ONLINE", "PAID", true],
    ["DELIVERED", "ONLINE", "PAID", true],
    ["DELIVERED", "ONLINE", "REFUNDED", true],
    ["CANCELLED", "ONLINE", "REFUNDED", false],
    ["REJECTED", "ONLINE", "REFUNDED", false],
    ["OUT_FOR_DELIVERY", "COD", "PENDING", false],
    ["DELIVERED", "COD", "PAID", true],
    ["CANCELLED", "COD", "PENDING", false],
  ] as const)("for a %s %s order paid %s: shown %s", (status, paymentMode, paymentStatus, shown) => {
    renderButton(makeOrder({ status, paymentMode, paymentStatus }));
    expect(screen.queryByRole("button", { name: "Download invoice" }) !== null).toBe(shown);
  });

  it("asks for the PDF with the session's token and saves it under the server's file name", async () => {
    signInAs("user");
    const { saved, links } = catchDownloads();
    const calls = mockEndpoint(
      getOrderInvoice,
      () =>
        new Response(PDF, {
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": 'attachment; filename="ZK2627-0000123.pdf"',
          },
        }),
    );
    renderButton(makeOrder({ status: "DELIVERED", paymentMode: "COD", paymentStatus: "PAID" }));

    await userEvent.click(screen.getByRole("button", { name: "Download invoice" }));

    await waitFor(() => expect(links).toHaveLength(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.params.id).toBe(ORDER_ID);
    expect(calls[0]?.headers.get("Accept")).toBe("application/pdf, application/json;q=0.5");
    expect(calls[0]?.headers.get("Authorization")).toMatch(/^Bearer /);
    expect(links[0]?.download).toBe("ZK2627-0000123.pdf");
    expect(links[0]?.getAttribute("href")).toBe("blob:invoice");
    expect(await saved[0]?.text()).toBe(PDF);
  });

  it("names the file after the order number when the server names none", async () => {
    signInAs("restaurant");
    const { links } = catchDownloads();
    mockEndpoint(getOrderInvoice, () => new Response(PDF, { headers: { "Content-Type": "application/pdf" } }));
    renderButton(makeOrder());

    await userEvent.click(screen.getByRole("button", { name: "Download invoice" }));

    await waitFor(() => expect(links).toHaveLength(1));
    expect(links[0]?.download).toBe("invoice-100042.pdf");
  });

  it("toasts the server's 409 reason and saves nothing", async () => {
    signInAs("admin");
    const error = vi.spyOn(toast, "error");
    const { links } = catchDownloads();
    const reason = INVOICE_MESSAGES.unpaid;
    const calls = mockEndpointError(getOrderInvoice, 409, { message: reason, code: "CONFLICT" });
    renderButton(makeOrder());

    await userEvent.click(screen.getByRole("button", { name: "Download invoice" }));

    await waitFor(() => expect(error).toHaveBeenCalledWith(reason, expect.anything()));
    expect(calls).toHaveLength(1);
    expect(links).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Download invoice" })).toBeEnabled();
  });
});

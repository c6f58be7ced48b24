import { addToCart, clearCart, getCart, updateCartLine } from "@zaika/contract/endpoints/cart";
import { uploadImage } from "@zaika/contract/endpoints/media";
import { describe, expect, it } from "vitest";
import { call } from "../lib/api-client";
import { ApiError } from "../lib/api-error";
import {
  apiRequests,
  mockEndpoint,
  mockEndpointError,
  mockEndpointNetworkError,
  refusedRequestBodies,
  resetMockApi,
} from "./mock-api";

const emptyCart = { data: [], restaurant: null, itemCount: 0, subtotal: 0, coupon: null, previousFees: [] };

describe("mock API", () => {
  it("answers a declared endpoint at /api + its path, on the jsdom origin, and records the call", async () => {
    const calls = mockEndpoint(getCart, emptyCart);

    await expect(call(getCart, { toast: false })).resolves.toEqual(emptyCart);
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]?.request.url ?? "").origin).toBe(window.location.origin);
    expect(new URL(calls[0]?.request.url ?? "").pathname).toBe("/api/cart");
    expect(calls[0]?.body).toBeUndefined();
  });

  it("hands the answer function the decoded params and the parsed JSON body", async () => {
    const calls = mockEndpoint(updateCartLine, ({ params, body }) => ({
      ...emptyCart,
      success: true,
      message: `${params.productId} x ${body.quantity}`,
    }));

    const answer = await call(updateCartLine, { params: { productId: "line 1" }, body: { quantity: 3 }, toast: false });

    expect(answer.message).toBe("line 1 x 3");
    expect(calls[0]?.params).toEqual({ productId: "line 1" });
    expect(calls[0]?.body).toEqual({ quantity: 3 });
    expect(calls[0]?.headers.get("content-type")).toBe("application/json");
  });

  it("records a multipart form with its file's name, type and bytes, and the query", async () => {
    const calls = mockEndpoint(uploadImage, { success: true, data: { url: "/uploads/x.webp", width: 1, height: 1 } });
    const form = new FormData();
    form.append("image", new File(["png"], "chaat.png", { type: "image/png" }));

    await call(uploadImage, { query: { purpose: "category" }, body: form, toast: false });

    expect(calls[0]?.query).toEqual({ purpose: "category" });
    const image = calls[0]?.body.get("image") as File | null;
    expect(image).toMatchObject({ name: "chaat.png", type: "image/png" });
    expect(await image?.text()).toBe("png");
  });

  it("matches the method too: a mock of POST /cart does not answer DELETE /cart", async () => {
    const posts = mockEndpoint(addToCart, { ...emptyCart, success: true, message: "Added" });

    await expect(call(clearCart, { toast: false })).rejects.toThrow();
    expect(posts).toHaveLength(0);
    // The unanswered request is still in the test's log of everything asked.
    expect(apiRequests().map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      "DELETE /api/cart",
    ]);
  });

  it("reports a JSON body the declared schema refuses (the test then fails after it), and passes a valid one", async () => {
    mockEndpoint(updateCartLine, { ...emptyCart, success: true, message: "ok" });

    await call(updateCartLine, { params: { productId: "p1" }, body: { quantity: 2 }, toast: false });
    expect(refusedRequestBodies()).toEqual([]);
    // What a form that skipped its own validation would send: the server answers 400, so the mock flags it.
    await fetch("/api/cart/item/p1", {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ quantity: "lots" }),
    });
    expect(refusedRequestBodies()).toEqual([expect.stringMatching(/^PATCH \/api\/cart\/item\/p1: quantity: /)]);

    resetMockApi(); // this test expected the refusal: don't let setup.ts fail it
    expect(refusedRequestBodies()).toEqual([]);
  });

  it("starts each test with an empty request log", () => {
    expect(apiRequests()).toEqual([]);
  });

  it("answers with the shared error body and status", async () => {
    mockEndpointError(getCart, 409, { code: "CONFLICT", message: "Cart changed" });

    const error = await call(getCart, { toast: false }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "CONFLICT", message: "Cart changed" });
  });

  it("lets a later 'once' mock answer one request before the earlier mock takes over again", async () => {
    mockEndpoint(getCart, emptyCart);
    mockEndpoint(getCart, { ...emptyCart, itemCount: 2 }, { once: true });

    expect((await call(getCart, { toast: false })).itemCount).toBe(2);
    expect((await call(getCart, { toast: false })).itemCount).toBe(0);
  });

  it("can fail like a network that is down", async () => {
    mockEndpointNetworkError(getCart);

    await expect(call(getCart, { toast: false })).rejects.toThrow(TypeError);
  });

  it("leaves an answer outside the contract to call(), which rejects it", async () => {
    mockEndpoint(getCart, () => new Response(JSON.stringify({ itemCount: "three" }), { status: 200 }));

    await expect(call(getCart, { toast: false })).rejects.toThrow(/GET \/cart answered outside its contract/);
  });
});

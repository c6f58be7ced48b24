import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  getAdminReviews,
  getOwnerReviews,
  replyToReview,
  setReviewVisibility,
} from "@zaika/contract/endpoints/reviews";
import { type ManagedReview, type ManagedReviewList, REVIEW_MESSAGES } from "@zaika/contract/reviews";
import { describe, expect, it } from "vitest";
import { mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/utils";
import { AdminReviewsPage } from "./AdminReviewsPage";
import { OwnerReviewsPage } from "./OwnerReviewsPage";

const RESTAURANT = { _id: "6f1c2a3b-0000-4000-8000-000000000001", name: "Sharma Ji Ki Rasoi" };

function makeReview(overrides: Partial<ManagedReview> = {}): ManagedReview {
  return {
    _id: "5b1e0c2a-0000-4000-8000-0000000000a1",
    author: "Asha",
    foodRating: 2,
    deliveryRating: 3,
    body: "Dal was cold",
    dishes: [],
    reply: null,
    createdAt: "2026-01-15T06:30:00.000Z",
    updatedAt: "2026-01-15T06:30:00.000Z",
    orderId: "0b6f1c1e-5d6a-4b7e-9f00-000000000001",
    orderNumber: "ZK100042",
    restaurant: RESTAURANT,
    hidden: null,
    ...overrides,
  };
}

const pageOf = (reviews: ManagedReview[]): ManagedReviewList => ({
  data: reviews,
  pagination: { page: 1, limit: 10, total: reviews.length, totalPages: 1 },
});

describe("OwnerReviewsPage", () => {
  const renderPage = (path = "/restaurant/reviews") =>
    renderRoutes([{ path: "/restaurant/reviews", element: <OwnerReviewsPage /> }], path);

  it("replies once to a review: the reply is sent, and the review shows it without a Reply button", async () => {
    let current = makeReview();
    const lists = mockEndpoint(getOwnerReviews, () => pageOf([current]));
    const replies = mockEndpoint(replyToReview, ({ body }) => {
      current = { ...current, reply: { text: body.reply, repliedAt: "2026-01-15T08:00:00.000Z" } };
      return { success: true, message: REVIEW_MESSAGES.replied, data: current };
    });
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading reviews");
    expect(await screen.findByText("Dal was cold")).toBeInTheDocument();
    expect(screen.getByText("Order ZK100042")).toBeInTheDocument();
    expect(screen.getByText("1 review")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Reply to Asha" }));
    const dialog = screen.getByRole("dialog", { name: "Reply to Asha" });
    // Nothing written: asked to write something, nothing sent.
    await userEvent.click(within(dialog).getByRole("button", { name: "Post reply" }));
    expect(within(dialog).getByText("Please write a reply")).toBeInTheDocument();
    expect(replies).toHaveLength(0);
    const box = within(dialog).getByRole("textbox", { name: "Your reply" });
    await userEvent.type(box, "Sorry, Asha! We will send it hot.");
    expect(box).toHaveAccessibleDescription(/33 \/ 500 characters/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Post reply" }));

    await waitFor(() => expect(replies).toHaveLength(1));
    expect(replies[0]?.params.id).toBe(current._id);
    expect(replies[0]?.body).toEqual({ reply: "Sorry, Asha! We will send it hot." });
    expect(await screen.findByText("Sorry, Asha! We will send it hot.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reply to Asha" })).not.toBeInTheDocument();
    expect(lists.length).toBeGreaterThanOrEqual(2);
  });

  it("filters to the reviews waiting for a reply through the URL, and says when none are", async () => {
    const lists = mockEndpoint(getOwnerReviews, pageOf([]));
    renderPage("/restaurant/reviews?replied=unanswered");
    expect(await screen.findByText("No reviews here")).toBeInTheDocument();
    expect(lists[0]?.query).toEqual({ page: "1", limit: "10", replied: "unanswered" });
    expect(screen.getByRole("combobox", { name: "Show" })).toHaveValue("unanswered");
    await userEvent.click(screen.getByRole("button", { name: "Show all reviews" }));
    expect(await screen.findByText("No reviews yet")).toBeInTheDocument();
  });

  it("says so when the reviews cannot be read", async () => {
    mockEndpointError(getOwnerReviews, 403, { code: "FORBIDDEN", message: "You do not have permission to do this." });
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load the reviews");
  });
});

describe("AdminReviewsPage", () => {
  const renderPage = () => renderRoutes([{ path: "/admin/reviews", element: <AdminReviewsPage /> }], "/admin/reviews");

  it("hides a review with a reason, then shows it again", async () => {
    let current = makeReview();
    mockEndpoint(getAdminReviews, () => pageOf([current]));
    const changes = mockEndpoint(setReviewVisibility, ({ body }) => {
      current = { ...current, hidden: body.hidden ? { at: "2026-01-16T06:30:00.000Z", reason: body.reason } : null };
      return {
        success: true,
        message: body.hidden ? REVIEW_MESSAGES.hidden : REVIEW_MESSAGES.shown,
        data: current,
      };
    });
    renderPage();
    expect(await screen.findByText("Sharma Ji Ki Rasoi · Order ZK100042")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Hide Asha's review" }));
    const dialog = screen.getByRole("dialog", { name: "Hide review" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Reason for hiding" }), "ab");
    await userEvent.click(within(dialog).getByRole("button", { name: "Hide review" }));
    expect(within(dialog).getByText(REVIEW_MESSAGES.hideReason)).toBeInTheDocument();
    expect(changes).toHaveLength(0);
    await userEvent.clear(within(dialog).getByRole("textbox", { name: "Reason for hiding" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Reason for hiding" }), "Abusive language");
    await userEvent.click(within(dialog).getByRole("button", { name: "Hide review" }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]?.body).toEqual({ hidden: true, reason: "Abusive language" });
    expect(await screen.findByText(/Abusive language/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Show again Asha's review" }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Show review again?" })).getByRole("button", {
        name: "Show review",
      }),
    );
    await waitFor(() => expect(changes).toHaveLength(2));
    expect(changes[1]?.body).toEqual({ hidden: false });
    expect(await screen.findByRole("button", { name: "Hide Asha's review" })).toBeInTheDocument();
  });

  it("asks the server for the hidden ones when filtered", async () => {
    const lists = mockEndpoint(getAdminReviews, pageOf([]));
    renderPage();
    expect(await screen.findByText("No reviews yet")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Show" }), "hidden");
    await waitFor(() => expect(lists.map((call) => call.query.visibility)).toContain("hidden"));
    expect(await screen.findByText("No reviews here")).toBeInTheDocument();
  });
});

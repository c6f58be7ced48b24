import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addFavourite, getFavourites, removeFavourite } from "@zaika/contract/endpoints/favourites";
import type { ListedRestaurant } from "@zaika/contract/restaurant";
import { describe, expect, it } from "vitest";
import { authStore } from "../../lib/auth-store";
import { apiRequests, mockEndpoint } from "../../test/mock-api";
import { makeRestaurant } from "../../test/restaurants";
import { jsonResponse, renderRoutes, signInAs } from "../../test/utils";
import { FavouriteButton } from "./FavouriteButton";

const restaurant = makeRestaurant({ name: "Sharma Ji Ki Rasoi" });
const card: ListedRestaurant = { ...restaurant, hasOffers: false };
const SAVE = "Save Sharma Ji Ki Rasoi to favourites";
const REMOVE = "Remove Sharma Ji Ki Rasoi from favourites";

function renderButton() {
  return renderRoutes(
    [
      { path: "/user/restaurant/:id", element: <FavouriteButton restaurant={restaurant} variant="header" /> },
      { path: "/login", element: <p>Sign-in page</p> },
    ],
    `/user/restaurant/${restaurant._id}`,
  );
}

/** A promise and its resolver, to hold an answer until the test has looked at the screen. */
function deferred() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

describe("FavouriteButton", () => {
  it("sends a visitor to sign in first, and back here afterwards", async () => {
    authStore.signOut();
    const { router } = renderButton();
    const heart = await screen.findByRole("button", { name: SAVE });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(heart);
    expect(await screen.findByText("Sign-in page")).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: `/user/restaurant/${restaurant._id}` });
    // Nothing was saved, and no favourites were read for nobody.
    expect(apiRequests()).toEqual([]);
  });

  it("shows no heart to staff accounts", async () => {
    signInAs("restaurant");
    renderButton();
    await waitFor(() => expect(screen.queryByRole("button")).not.toBeInTheDocument());
    expect(apiRequests()).toEqual([]);
  });

  it("saves a favourite at once (pressed before the server answers) and keeps it when the server agrees", async () => {
    signInAs("user");
    let list: ListedRestaurant[] = [];
    mockEndpoint(getFavourites, () => ({ data: list }));
    const gate = deferred();
    const puts = mockEndpoint(addFavourite, async ({ params }) => {
      await gate.held;
      list = [card];
      return {
        success: true,
        message: "Saved to favourites",
        data: { restaurantId: params.restaurantId, isFavourite: true },
      };
    });
    renderButton();
    const heart = await screen.findByRole("button", { name: SAVE });
    await waitFor(() => expect(apiRequests().length).toBe(1));
    await userEvent.click(heart);
    // Optimistic: pressed while the PUT is still on its way.
    expect(await screen.findByRole("button", { name: REMOVE })).toHaveAttribute("aria-pressed", "true");
    expect(puts).toHaveLength(1);
    expect(puts[0]?.params.restaurantId).toBe(restaurant._id);
    gate.release();
    await waitFor(() => expect(apiRequests().filter((r) => r.method === "GET")).toHaveLength(2));
    expect(screen.getByRole("button", { name: REMOVE })).toHaveAttribute("aria-pressed", "true");
  });

  it("removes a favourite, and puts the heart back when the server refuses", async () => {
    signInAs("user");
    // The first read answers; the read after the failed call never does, so only the rollback can restore the heart.
    const never = deferred();
    let reads = 0;
    mockEndpoint(getFavourites, async () => {
      reads++;
      if (reads > 1) await never.held;
      return { data: [card] };
    });
    const gate = deferred();
    const deletes = mockEndpoint(removeFavourite, async () => {
      await gate.held;
      return jsonResponse({ message: "Something went wrong" }, { status: 500 });
    });
    renderButton();
    const heart = await screen.findByRole("button", { name: REMOVE });
    expect(heart).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(heart);
    expect(await screen.findByRole("button", { name: SAVE })).toHaveAttribute("aria-pressed", "false");
    expect(deletes).toHaveLength(1);
    gate.release();
    // Rolled back: still a favourite.
    expect(await screen.findByRole("button", { name: REMOVE })).toHaveAttribute("aria-pressed", "true");
    expect(reads).toBe(2);
    never.release();
  });
});

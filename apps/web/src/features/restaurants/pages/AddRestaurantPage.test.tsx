import { screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { MAP } from "@zaika/contract/constants";
import { createRestaurant } from "@zaika/contract/endpoints/restaurants";
import { MESSAGES } from "@zaika/contract/messages";
import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import { describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { apiRequests, mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { makeRestaurant } from "../../../test/restaurants";
import { renderRoutes } from "../../../test/utils";
import { AddRestaurantPage } from "./AddRestaurantPage";

function renderPage() {
  return renderRoutes(
    [
      { path: "/admin/add-restaurant", element: <AddRestaurantPage /> },
      { path: "/admin/restaurants", element: <h1>Restaurants list</h1> },
    ],
    "/admin/add-restaurant",
  );
}

/** Types a whole value at once (a paste): the form is long, and key-by-key typing is slow. */
async function fill(user: UserEvent, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

async function fillValidForm(user: UserEvent) {
  await fill(user, "Restaurant name", "Sarafa Spice House");
  await fill(user, "Description (optional)", "Street food classics.");
  await user.selectOptions(screen.getByLabelText("Food type"), "both");
  await user.selectOptions(screen.getByLabelText("Price range"), "₹₹");
  await user.type(screen.getByLabelText("Cuisines"), "North Indian{Enter}Street Food{Enter}");

  await fill(user, "Street", "12 Sarafa Bazaar");
  await fill(user, "City", "Indore");
  await fill(user, "State", "Madhya Pradesh");
  await fill(user, "PIN code", "452002");
  await user.click(screen.getByRole("button", { name: "Use map centre" }));

  await fill(user, "Phone 1", "9876543210");
  await user.click(screen.getByRole("button", { name: "Add phone" }));
  await fill(user, "Phone 2", "0731-2345678");
  await fill(user, "E-mail", "hello@sarafa.example");

  await fill(user, "Free delivery from (₹, optional)", "499");
  await user.click(screen.getByLabelText("Wallet payment"));

  await fill(user, "Commission rate (%)", "12.5");
  await fill(user, "Account holder name", "Sarafa Spice House LLP");
  await fill(user, "Account number", "123456789012");
  await fill(user, "IFSC code", "HDFC0001234");
  await fill(user, "Bank name", "HDFC Bank");
  await fill(user, "GSTIN (optional)", "23ABCDE1234F1Z5");

  await fill(user, "Owner name", "Ravi Jain");
  await fill(user, "Owner e-mail", "ravi@sarafa.example");
  await fill(user, "Password", "Sarafa2025");
}

describe("AddRestaurantPage", { timeout: 30_000 }, () => {
  it("shows inline errors for an invalid PIN code, GSTIN and IFSC without calling the server", async () => {
    const user = userEvent.setup();
    renderPage();

    await fillValidForm(user);
    await fill(user, "PIN code", "045200");
    await fill(user, "GSTIN (optional)", "23ABCDE1234");
    await fill(user, "IFSC code", "HDFC1234");
    await user.click(screen.getByRole("button", { name: "Add restaurant" }));

    const pin = screen.getByLabelText("PIN code");
    expect(await screen.findByText("PIN code must be 6 digits and cannot start with 0")).toBeInTheDocument();
    expect(pin).toHaveAttribute("aria-invalid", "true");
    expect(pin).toHaveAccessibleDescription("PIN code must be 6 digits and cannot start with 0");
    expect(screen.getByLabelText("GSTIN (optional)")).toHaveAccessibleDescription(
      "Enter a valid 15-character GSTIN (e.g. 23ABCDE1234F1Z5)",
    );
    expect(screen.getByLabelText("IFSC code")).toHaveAccessibleDescription(
      "Enter a valid IFSC code (e.g. HDFC0001234)",
    );
    expect(screen.getByLabelText("Restaurant name")).not.toHaveAttribute("aria-invalid");
    expect(apiRequests()).toHaveLength(0);
  });

  it("asks for the required parts of an empty form", async () => {
    const user = userEvent.setup();
    renderPage();

    await user.click(screen.getByRole("button", { name: "Add restaurant" }));

    expect(await screen.findByText("Restaurant name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Add at least one cuisine")).toBeInTheDocument();
    expect(screen.getByText("Choose veg, non-veg or both")).toBeInTheDocument();
    expect(screen.getByLabelText("Latitude")).toHaveAccessibleDescription(/Latitude is required/);
    expect(screen.getByLabelText("Commission rate (%)")).toHaveAccessibleDescription("Commission rate is required");
    expect(apiRequests()).toHaveLength(0);
  });

  it("posts the whole draft form and the owner's login, then goes to the restaurant list", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    const creates = mockEndpoint(createRestaurant, {
      success: true,
      message: RESTAURANT_MESSAGES.added,
      data: makeRestaurant(),
    });
    renderPage();

    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Add restaurant" }));

    expect(await screen.findByRole("heading", { name: "Restaurants list" })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(RESTAURANT_MESSAGES.added);
    expect(apiRequests()).toHaveLength(1);
    expect(creates).toHaveLength(1);
    expect(creates[0]?.body).toEqual({
      name: "Sarafa Spice House",
      description: "Street food classics.",
      foodType: "both",
      priceRange: "₹₹",
      cuisine: ["North Indian", "Street Food"],
      address: {
        street: "12 Sarafa Bazaar",
        city: "Indore",
        state: "Madhya Pradesh",
        zipCode: "452002",
        country: "India",
        coordinates: { lat: MAP.centre.lat, lng: MAP.centre.lng },
      },
      contactInfo: { phones: ["9876543210", "0731-2345678"], email: "hello@sarafa.example", website: "" },
      deliverySettings: {
        isDeliveryAvailable: true,
        deliveryRadius: 5,
        minimumOrderAmount: 0,
        deliveryFee: 0,
        estimatedDeliveryTime: 30,
        freeDeliveryThreshold: 499,
      },
      paymentOptions: { acceptsCash: true, acceptsOnlinePayment: true, acceptsWalletPayment: true },
      additionalSettings: {
        commissionRate: 12.5,
        packagingCharge: 0,
        preparationTime: 20,
        isActive: true,
        bankDetails: {
          accountName: "Sarafa Spice House LLP",
          accountNumber: "123456789012",
          ifscCode: "HDFC0001234",
          bankName: "HDFC Bank",
        },
        taxInfo: { gstin: "23ABCDE1234F1Z5", vatNumber: "", panNumber: "" },
      },
      ownerName: "Ravi Jain",
      ownerEmail: "ravi@sarafa.example",
      password: "Sarafa2025",
    });
  });

  it("shows the server's 'e-mail taken' answer under the owner's e-mail", async () => {
    const user = userEvent.setup();
    vi.spyOn(toast, "error");
    const creates = mockEndpointError(createRestaurant, 409, {
      message: MESSAGES.emailTaken,
      code: "CONFLICT",
      details: [{ field: "ownerEmail", message: MESSAGES.emailTaken }],
    });
    renderPage();

    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Add restaurant" }));

    const email = screen.getByLabelText("Owner e-mail");
    await waitFor(() => expect(email).toHaveAccessibleDescription(MESSAGES.emailTaken));
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
    expect(screen.getByLabelText("Restaurant name")).toHaveValue("Sarafa Spice House");
    expect(creates).toHaveLength(1);
  });
});

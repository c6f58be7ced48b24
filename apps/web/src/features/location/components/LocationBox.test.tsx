import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEBOUNCE_MS, DROPDOWN_HIDE_MS } from "@zaika/contract/constants";
import { reverseGeocode, searchPlaces } from "@zaika/contract/endpoints/geo";
import { LOCATION_STORAGE_KEY, type Place } from "@zaika/contract/geo";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { writeStoredLocation } from "../../../lib/storage";
import { toast } from "../../../lib/toast";
import { mockEndpoint, type RecordedCalls } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/utils";
import { LocationBox } from "./LocationBox";

const vijayNagar: Place = {
  placeId: "in-452010-vijay-nagar",
  description: "Vijay Nagar, Indore, Madhya Pradesh 452010",
  lat: 22.7514,
  lon: 75.8957,
  addressComponents: { locality: "Vijay Nagar", city: "Indore" },
};

function renderBox() {
  return renderRoutes([{ path: "*", element: <LocationBox /> }], "/user");
}

describe("LocationBox", () => {
  let places: RecordedCalls<typeof searchPlaces>;

  beforeEach(() => {
    places = mockEndpoint(searchPlaces, { data: [vijayNagar] });
  });

  afterEach(() => {
    act(() => toast.remove());
  });

  // fireEvent, not userEvent: Testing Library's async wrapper waits on a real timer that fake timers would stop.
  it(`searches places only once typing has paused for ${DEBOUNCE_MS.placeSearch} ms`, async () => {
    vi.useFakeTimers();
    renderBox();
    const input = screen.getByRole("combobox", { name: "Delivery location" });
    expect(input).toHaveAttribute("placeholder", "Location");

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "Vij" } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(input, { target: { value: "Vijay" } });
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS.placeSearch - 1));
    expect(places).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(places).toHaveLength(1);
    expect(places[0]?.query.q).toBe("Vijay");
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole("option", { name: /Vijay Nagar/ })).toBeVisible();
  });

  it(`opens on focus and closes ${DROPDOWN_HIDE_MS.location} ms after blur`, async () => {
    vi.useFakeTimers();
    renderBox();
    const input = screen.getByRole("combobox", { name: "Delivery location" });
    expect(input).toHaveAttribute("aria-expanded", "false");

    fireEvent.focus(input);
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("option", { name: /Use my current location/ })).toBeVisible();
    expect(screen.getByRole("option", { name: /Pick on map/ })).toBeVisible();

    fireEvent.blur(input);
    await act(() => vi.advanceTimersByTimeAsync(DROPDOWN_HIDE_MS.location - 1));
    expect(input).toHaveAttribute("aria-expanded", "true");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("option", { name: /Use my current location/ })).not.toBeInTheDocument();
  });

  it("credits GeoNames for the places with a link that reads GeoNames", () => {
    renderBox();
    fireEvent.focus(screen.getByRole("combobox", { name: "Delivery location" }));
    const credit = screen.getByRole("link", { name: "GeoNames" });
    expect(credit).toHaveAttribute("href", "https://www.geonames.org/");
    expect(credit.parentElement).toHaveTextContent(/^Places: GeoNames \(CC BY 4\.0\)$/);
  });

  it("shows the stored location again when left without choosing", async () => {
    vi.useFakeTimers();
    writeStoredLocation({ lat: vijayNagar.lat, lon: vijayNagar.lon, description: vijayNagar.description });
    renderBox();
    const input = screen.getByRole("combobox", { name: "Delivery location" });

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "Pal" } });
    fireEvent.blur(input);
    await act(() => vi.advanceTimersByTimeAsync(DROPDOWN_HIDE_MS.location));

    expect(input).toHaveValue(vijayNagar.description);
  });

  it("toggles the dropdown with the chevron button", async () => {
    const user = userEvent.setup();
    renderBox();
    const input = screen.getByRole("combobox", { name: "Delivery location" });

    await user.click(screen.getByRole("button", { name: "Show location options" }));
    expect(input).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("button", { name: "Hide location options" }));
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("stores the chosen suggestion as { lat, lon, description }", async () => {
    const user = userEvent.setup();
    renderBox();
    const input = screen.getByRole("combobox", { name: "Delivery location" });

    await user.type(input, "Vijay");
    await user.click(await screen.findByRole("option", { name: /Vijay Nagar/ }, { timeout: 2000 }));

    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(LOCATION_STORAGE_KEY) ?? "null")).toEqual({
        lat: vijayNagar.lat,
        lon: vijayNagar.lon,
        description: vijayNagar.description,
      }),
    );
    expect(input).toHaveValue(vijayNagar.description);
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("chooses a suggestion with the keyboard", async () => {
    const user = userEvent.setup();
    renderBox();
    const input = screen.getByRole("combobox", { name: "Delivery location" });

    await user.type(input, "Vijay");
    await screen.findByRole("option", { name: /Vijay Nagar/ }, { timeout: 2000 });
    // Use my current location, Pick on map, then the first suggestion.
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");

    await waitFor(() => expect(window.localStorage.getItem(LOCATION_STORAGE_KEY)).toContain("Vijay Nagar"));
  });

  it("clears the text and the stored location with the X button", async () => {
    const user = userEvent.setup();
    writeStoredLocation({ lat: vijayNagar.lat, lon: vijayNagar.lon, description: vijayNagar.description });
    renderBox();
    const input = screen.getByRole("combobox", { name: "Delivery location" });
    expect(input).toHaveValue(vijayNagar.description);

    await user.click(screen.getByRole("button", { name: "Clear location" }));

    expect(input).toHaveValue("");
    expect(window.localStorage.getItem(LOCATION_STORAGE_KEY)).toBeNull();
  });

  it("clears the stored location when its text is deleted", async () => {
    const user = userEvent.setup();
    writeStoredLocation({ lat: vijayNagar.lat, lon: vijayNagar.lon, description: vijayNagar.description });
    renderBox();
    const input = screen.getByRole("combobox", { name: "Delivery location" });

    // Focus selects the whole description, so one Backspace deletes it.
    await user.click(input);
    await user.keyboard("{Backspace}");

    expect(input).toHaveValue("");
    expect(window.localStorage.getItem(LOCATION_STORAGE_KEY)).toBeNull();
  });

  it("keeps the stored location while the text is only being replaced", async () => {
    const user = userEvent.setup();
    writeStoredLocation({ lat: vijayNagar.lat, lon: vijayNagar.lon, description: vijayNagar.description });
    renderBox();
    const input = screen.getByRole("combobox", { name: "Delivery location" });

    await user.click(input);
    await user.keyboard("Pal");

    expect(input).toHaveValue("Pal");
    expect(window.localStorage.getItem(LOCATION_STORAGE_KEY)).toContain("Vijay Nagar");
  });

  it("reopens the dropdown when the still-focused box is clicked after X", async () => {
    const user = userEvent.setup();
    renderBox();
    const input = screen.getByRole("combobox", { name: "Delivery location" });
    await user.type(input, "Vijay");
    await user.click(await screen.findByRole("option", { name: /Vijay Nagar/ }, { timeout: 2000 }));
    await waitFor(() => expect(window.localStorage.getItem(LOCATION_STORAGE_KEY)).toContain("Vijay Nagar"));
    expect(input).toHaveAttribute("aria-expanded", "false");

    await user.click(screen.getByRole("button", { name: "Clear location" }));
    expect(input).toHaveFocus();
    await user.click(input);

    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("option", { name: /Use my current location/ })).toBeVisible();
  });

  it("reopens the dropdown when the focused box is clicked after Escape", async () => {
    const user = userEvent.setup();
    renderBox();
    const input = screen.getByRole("combobox", { name: "Delivery location" });
    await user.click(input);
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");

    await user.click(input);
    expect(input).toHaveAttribute("aria-expanded", "true");
  });

  it("ranks suggestions near the stored location, or near the map's centre when none is stored", async () => {
    const user = userEvent.setup();
    renderBox();
    const input = screen.getByRole("combobox", { name: "Delivery location" });

    await user.type(input, "Vijay");
    await screen.findByRole("option", { name: /Vijay Nagar/ }, { timeout: 2000 });
    expect(JSON.parse(places[0]?.headers.get("position") ?? "null")).toEqual({ lat: 22.719568, lon: 75.857727 });

    act(() => writeStoredLocation({ lat: 17.385, lon: 78.4867, description: "Hyderabad, Telangana" }));
    await user.tripleClick(input);
    await user.keyboard("Vija");
    await waitFor(() => expect(places.map((call) => call.query.q)).toContain("Vija"), { timeout: 2000 });
    const nearHyderabad = places.find((call) => call.query.q === "Vija");
    expect(JSON.parse(nearHyderabad?.headers.get("position") ?? "null")).toEqual({ lat: 17.385, lon: 78.4867 });
  });

  it("says 'Geolocation is not supported by your browser' when the browser has no geolocation", async () => {
    const user = userEvent.setup();
    vi.stubGlobal("navigator", { ...navigator, geolocation: undefined });
    const errorToast = vi.spyOn(toast, "error");
    renderBox();

    await user.click(screen.getByRole("combobox", { name: "Delivery location" }));
    await user.click(screen.getByRole("option", { name: /Use my current location/ }));

    expect(errorToast).toHaveBeenCalledWith("Geolocation is not supported by your browser");
    expect(window.localStorage.getItem(LOCATION_STORAGE_KEY)).toBeNull();
  });

  it("shows the browser's message when geolocation fails, and stores the place when it works", async () => {
    const user = userEvent.setup();
    const errorToast = vi.spyOn(toast, "error");
    const getCurrentPosition = vi.fn((_success: PositionCallback, failure?: PositionErrorCallback | null) =>
      failure?.({ code: 1, message: "User denied Geolocation" } as GeolocationPositionError),
    );
    vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
    const reverse = mockEndpoint(reverseGeocode, { data: vijayNagar });
    renderBox();
    const input = screen.getByRole("combobox", { name: "Delivery location" });

    await user.click(input);
    await user.click(screen.getByRole("option", { name: /Use my current location/ }));
    expect(errorToast).toHaveBeenCalledWith("User denied Geolocation");

    getCurrentPosition.mockImplementation((success: PositionCallback) =>
      success({ coords: { latitude: 22.75, longitude: 75.9 } } as GeolocationPosition),
    );
    await user.click(input);
    await user.click(screen.getByRole("option", { name: /Use my current location/ }));

    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(LOCATION_STORAGE_KEY) ?? "null")).toEqual({
        lat: 22.75,
        lon: 75.9,
        description: vijayNagar.description,
      }),
    );
    expect(reverse).toHaveLength(1);
    expect(reverse[0]?.query.lat).toBe("22.75");
  });
});

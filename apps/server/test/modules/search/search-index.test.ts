/** The search index on its own: when it reads the catalogue, and what it reads again after which event. */
import { distanceMetres } from "@zaika/contract/geo";
import { compareByDistance } from "@zaika/contract/search";
import { describe, expect, it } from "vitest";
import type { SearchDishRow, SearchRestaurantRow } from "../../../src/modules/search/queries";
import { createSearchIndex, type SearchCatalogue, type SearchLoader } from "../../../src/modules/search/search-index";
import { fakeEventBus } from "../../helpers/fake-event-bus";

const R1 = "0b6f8e52-3f0e-4c59-9a8e-2d6f5b1c7a10";
const R2 = "5c1d7a4e-9b2f-4f3a-8e6d-1a2b3c4d5e6f";

const restaurant = (id: string, name: string): SearchRestaurantRow => ({
  id,
  name,
  cuisine: [],
  logo: null,
  ratingAverage: 4,
  ratingCount: 10,
  acceptsCash: true,
  acceptsOnlinePayment: true,
  lat: 22.72,
  lng: 75.86,
  businessHours: null,
});
const dish = (id: string, restaurantId: string, name: string): SearchDishRow => ({
  id,
  restaurantId,
  name,
  pricePaise: 20_000,
  discountedPricePaise: null,
  foodType: "veg",
  image: null,
});

/** A catalogue the test changes, and a log of what the index read. */
function catalogue() {
  const data: SearchCatalogue = {
    restaurants: [restaurant(R1, "Punjab Grill"), restaurant(R2, "Dosa Corner")],
    dishes: [dish("d1", R1, "Paneer Tikka"), dish("d2", R2, "Paneer Dosa")],
    categories: [{ id: "c1", name: "Curries", image: null }],
  };
  const reads: string[] = [];
  let failNext = false;
  const loader: SearchLoader = {
    async all() {
      reads.push("all");
      if (failNext) {
        failNext = false;
        throw new Error("database down");
      }
      return structuredClone(data);
    },
    async some(ids) {
      reads.push(`some:${[...ids].sort().join(",")}`);
      return {
        restaurants: data.restaurants.filter((r) => ids.includes(r.id)),
        dishes: data.dishes.filter((d) => ids.includes(d.restaurantId)),
      };
    },
  };
  return { data, reads, loader, failOnce: () => (failNext = true) };
}

const now = new Date("2026-01-15T06:30:00Z");
const dishNames = async (index: ReturnType<typeof createSearchIndex>, q: string) =>
  (await index.search({ q, limit: 10, now })).dishes.map((d) => d.name);

describe("the search index", () => {
  it("reads the catalogue once, on the first search, shared by searches arriving together", async () => {
    const { reads, loader } = catalogue();
    const index = createSearchIndex(fakeEventBus(), loader);
    expect(reads).toEqual([]);
    const answers = await Promise.all([dishNames(index, "paneer"), dishNames(index, "dosa")]);
    expect(answers).toEqual([["Paneer Dosa", "Paneer Tikka"], ["Paneer Dosa"]]);
    await dishNames(index, "tikka");
    expect(reads).toEqual(["all"]);
  });

  it("reads again only the restaurants named by a burst of events, once, on the next search", async () => {
    const bus = fakeEventBus();
    const { data, reads, loader } = catalogue();
    const index = createSearchIndex(bus, loader);
    await dishNames(index, "paneer");
    data.dishes.push(dish("d3", R1, "Paneer Lababdar"));
    bus.emit({ type: "catalog.restaurant-changed", restaurantId: R1 });
    bus.emit({ type: "catalog.restaurant-changed", restaurantId: R1 });
    expect(reads).toEqual(["all"]);
    expect(await dishNames(index, "lababdar")).toEqual(["Paneer Lababdar"]);
    expect(reads).toEqual(["all", `some:${R1}`]);
  });

  it("reads everything again after a catalog-wide event or a lost listener", async () => {
    const bus = fakeEventBus();
    const { data, reads, loader } = catalogue();
    const index = createSearchIndex(bus, loader);
    await dishNames(index, "paneer");
    data.categories = [];
    bus.emit({ type: "catalog.changed" });
    expect((await index.search({ q: "curries", limit: 10, now })).categories).toEqual([]);
    bus.drop();
    bus.reconnect();
    await dishNames(index, "paneer");
    expect(reads).toEqual(["all", "all", "all"]);
  });

  it("drops a restaurant that left the public catalogue, with its dishes", async () => {
    const bus = fakeEventBus();
    const { data, loader } = catalogue();
    const index = createSearchIndex(bus, loader);
    await dishNames(index, "paneer");
    data.restaurants = data.restaurants.filter((r) => r.id !== R2);
    data.dishes = data.dishes.filter((d) => d.restaurantId !== R2);
    bus.emit({ type: "catalog.restaurant-changed", restaurantId: R2 });
    expect(await dishNames(index, "paneer")).toEqual(["Paneer Tikka"]);
    expect((await index.search({ q: "dosa", limit: 10, now })).restaurants).toEqual([]);
  });

  it("tries a failed read again on the next search", async () => {
    const { reads, loader, failOnce } = catalogue();
    const index = createSearchIndex(fakeEventBus(), loader);
    failOnce();
    await expect(dishNames(index, "paneer")).rejects.toThrow("database down");
    expect(await dishNames(index, "paneer")).toEqual(["Paneer Dosa", "Paneer Tikka"]);
    expect(reads).toEqual(["all", "all"]);
  });

  it("stops listening when closed", async () => {
    const bus = fakeEventBus();
    const { reads, loader } = catalogue();
    const index = createSearchIndex(bus, loader);
    await dishNames(index, "paneer");
    index.close();
    bus.emit({ type: "catalog.changed" });
    await dishNames(index, "paneer");
    expect(reads).toEqual(["all"]);
  });
});

describe("nearest first over many restaurants", () => {
  /** A small deterministic generator, so a failure can be replayed. */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
  }

  it("answers exactly what measuring every match would, wherever the searcher is", async () => {
    const next = random(7);
    const restaurants: SearchRestaurantRow[] = [];
    const dishes: SearchDishRow[] = [];
    for (let i = 0; i < 300; i++) {
      // Every tenth shares its spot with the one before: equal distances, ordered by rating, name and id.
      const previous = restaurants[i - 1];
      const spot =
        i % 10 === 0 && previous
          ? { lat: previous.lat, lng: previous.lng }
          : { lat: 22.72 + (next() - 0.5) * 0.6, lng: 75.86 + (next() - 0.5) * 0.6 };
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
      restaurants.push({ ...restaurant(id, `Kitchen ${i}`), ...spot, ratingAverage: i % 5 });
      dishes.push(dish(`dish-${String(i).padStart(3, "0")}`, id, "Paneer Tikka"));
    }
    const loader: SearchLoader = {
      all: async () => ({ restaurants, dishes, categories: [] }),
      some: async () => ({ restaurants: [], dishes: [] }),
    };
    const index = createSearchIndex(fakeEventBus(), loader);
    const points = [
      ...Array.from({ length: 25 }, () => ({ lat: 22.72 + (next() - 0.5) * 0.8, lng: 75.86 + (next() - 0.5) * 0.8 })),
      { lat: 28.61, lng: 77.21 }, // another city: every ring out to Indore
      { lat: 22.72, lng: 179.99 }, // by the antimeridian: everything is measured
    ];
    for (const point of points) {
      for (const limit of [1, 5, 20]) {
        const found = await index.search({ q: "paneer", near: point, limit, now });
        const measured = restaurants
          .map((r, i) => ({
            id: (dishes[i] as SearchDishRow).id,
            name: "Paneer Tikka",
            score: 1,
            rating: r.ratingAverage,
            distance: distanceMetres({ lat: point.lat, lon: point.lng }, { lat: r.lat, lon: r.lng }),
          }))
          .sort(compareByDistance);
        expect(found.dishes.map((d) => d._id)).toEqual(measured.slice(0, limit).map((m) => m.id));
        expect(found.restaurants.map((r) => r.distance)).toEqual(
          measured.slice(0, limit).map((m) => Math.round(m.distance)),
        );
      }
    }
  });
});

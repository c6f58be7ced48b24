/**
 * Who orders and rides in the history: sixty generated customers of Indore (names, neighbourhoods, addresses near
 * the restaurants, when each signed up) beside the demo customer, and a handful of riders beside the demo rider. A
 * cast drawn once from its own seeded generator, apart from the orders, so that changing how orders are played never
 * changes who the people are.
 */
import { randomUUID } from "node:crypto";
import type { VehicleType } from "@zaika/contract/rider";
import { type Random, random } from "@zaika/seed-artwork/random";
import { DEMO } from "../demo";
import { type Customer, DAY, type Rider } from "./shapes";

// biome-ignore format: a list of names reads better packed
const FIRST_NAMES = [
  "Aarav", "Ananya", "Rohan", "Priya", "Vivek", "Sneha", "Karan", "Neha", "Aditya", "Pooja", "Rahul", "Kavya",
  "Siddharth", "Isha", "Manish", "Shruti", "Nikhil", "Divya", "Harsh", "Riya", "Abhishek", "Meera", "Tanmay",
  "Aditi", "Yash", "Nidhi", "Gaurav", "Tanvi", "Varun", "Sakshi",
] as const;
// biome-ignore format: a list of names reads better packed
const LAST_NAMES = [
  "Agrawal", "Jain", "Joshi", "Malviya", "Patidar", "Khandelwal", "Verma", "Chouhan", "Tiwari", "Mishra",
  "Dubey", "Soni", "Rathore", "Porwal", "Gupta", "Nagar", "Saxena", "Bhatia", "Pandey", "Kushwaha",
] as const;

/** Neighbourhoods of Indore the generated customers live and work in (approximate centres, their PIN codes). */
const AREAS = [
  { name: "Vijay Nagar", lat: 22.7533, lng: 75.8937, pin: "452010" },
  { name: "Scheme No. 54", lat: 22.7505, lng: 75.8985, pin: "452010" },
  { name: "Scheme No. 78", lat: 22.7612, lng: 75.8928, pin: "452010" },
  { name: "Nipania", lat: 22.7634, lng: 75.9166, pin: "452010" },
  { name: "Old Palasia", lat: 22.7268, lng: 75.8872, pin: "452018" },
  { name: "New Palasia", lat: 22.7236, lng: 75.8816, pin: "452001" },
  { name: "Saket Nagar", lat: 22.7268, lng: 75.8958, pin: "452018" },
  { name: "Geeta Bhawan", lat: 22.7176, lng: 75.8846, pin: "452001" },
  { name: "Manorama Ganj", lat: 22.7219, lng: 75.8803, pin: "452001" },
  { name: "Tilak Nagar", lat: 22.7205, lng: 75.9011, pin: "452018" },
  { name: "Bengali Square", lat: 22.7166, lng: 75.9075, pin: "452016" },
  { name: "Khajrana", lat: 22.7339, lng: 75.9093, pin: "452016" },
  { name: "Rajwada", lat: 22.7187, lng: 75.8553, pin: "452002" },
  { name: "Chhawni", lat: 22.7085, lng: 75.8698, pin: "452001" },
  { name: "Navlakha", lat: 22.7013, lng: 75.8773, pin: "452001" },
  { name: "Bhawarkua", lat: 22.6925, lng: 75.8676, pin: "452001" },
  { name: "Annapurna", lat: 22.6978, lng: 75.8421, pin: "452009" },
  { name: "Sudama Nagar", lat: 22.6947, lng: 75.8331, pin: "452009" },
  { name: "Rajendra Nagar", lat: 22.6788, lng: 75.8459, pin: "452012" },
  { name: "Aerodrome Road", lat: 22.7235, lng: 75.8185, pin: "452005" },
  { name: "Malharganj", lat: 22.7221, lng: 75.8423, pin: "452002" },
  { name: "Sukhliya", lat: 22.7571, lng: 75.8745, pin: "452010" },
] as const;
const ADDRESS_LINE2 = ["", "", "Ground floor", "2nd floor", "Flat 304", "Block C", "Near the Jain temple"];
const LANDMARKS = ["", "", "Opposite the park", "Near the school", "Behind the bank", "Next to the medical store"];
const INSTRUCTIONS = ["", "", "", "Ring the bell once", "Leave it at the gate", "Call when you arrive"];

/** The demo customer's own addresses: home near the demo restaurant, work in Vijay Nagar. */
const DEMO_CUSTOMER_PLACES = [
  { line1: "22, Race Course Road", area: AREAS[7], type: "home" as const },
  { line1: "Office 410, Apollo Premier", area: AREAS[0], type: "work" as const },
];

const RIDERS = [
  { name: "Suresh Yadav", vehicleType: "motorcycle", vehicleNumber: "MP 09 QK 4821" },
  { name: "Imran Sheikh", vehicleType: "scooter", vehicleNumber: "MP 09 SN 1177" },
  { name: "Vikram Chouhan", vehicleType: "electric-scooter", vehicleNumber: "MP 09 EV 0342" },
  { name: "Deepak Malviya", vehicleType: "motorcycle", vehicleNumber: "MP 09 RT 6610" },
  { name: "Arjun Rathore", vehicleType: "bicycle", vehicleNumber: "Cycle 27" },
] as const satisfies ReadonlyArray<{ name: string; vehicleType: VehicleType; vehicleNumber: string }>;

const CUSTOMER_COUNT = 60;
/** Generated phones: 70001 00001… (the demo accounts use 98765…). */
const customerPhone = (index: number) => `70001${String(index + 1).padStart(5, "0")}`;
const riderPhone = (index: number) => `98765000${String(index + 2).padStart(2, "0")}`;

const jitter = (rng: Random, metres: number) => rng.range(-metres, metres) / 111_000;

function planAddress(
  rng: Random,
  userId: string,
  name: string,
  phone: string,
  place: { line1: string; area: (typeof AREAS)[number]; type: "home" | "work" | "other" },
  isDefault: boolean,
  createdAt: Date,
) {
  return {
    id: randomUUID(),
    userId,
    fullName: name,
    addressLine1: place.line1,
    addressLine2: rng.pick(ADDRESS_LINE2),
    landmark: rng.pick(LANDMARKS),
    city: "Indore",
    state: "Madhya Pradesh",
    postalCode: place.area.pin,
    addressType: place.type,
    phoneNumber: phone,
    deliveryInstructions: rng.pick(INSTRUCTIONS),
    lat: Number((place.area.lat + jitter(rng, 450)).toFixed(6)),
    lng: Number((place.area.lng + jitter(rng, 450)).toFixed(6)),
    isDefault,
    createdAt,
    updatedAt: createdAt,
  };
}

export function planCustomers(
  demo: { id: string; name: string; email: string | null },
  start: Date,
  now: Date,
): Customer[] {
  const rng = random("history:customers");
  const demoCustomer: Customer = {
    id: demo.id,
    name: demo.name,
    phone: DEMO.customer.phone,
    email: demo.email ?? DEMO.customer.email,
    dateOfBirth: DEMO.customer.dateOfBirth,
    createdAt: new Date(start.getTime() - 200 * DAY),
    weight: 0.35,
    isNew: false,
    addresses: [],
  };
  const demoSince = new Date(start.getTime() - 30 * DAY);
  demoCustomer.addresses = DEMO_CUSTOMER_PLACES.map((place, i) =>
    planAddress(rng, demo.id, demo.name, DEMO.customer.phone, place, i === 0, demoSince),
  );
  const names = rng
    .shuffle(FIRST_NAMES.flatMap((first) => LAST_NAMES.map((last) => [first, last] as const)))
    .slice(0, CUSTOMER_COUNT);
  const generated = names.map(([first, last], index): Customer => {
    const id = randomUUID();
    const name = `${first} ${last}`;
    const phone = customerPhone(index);
    // Most signed up before the history; the last few during it, three of them this week ("new customers").
    const joinedLate = index >= CUSTOMER_COUNT - 10;
    const createdAt = joinedLate
      ? new Date(
          index >= CUSTOMER_COUNT - 3
            ? now.getTime() - (CUSTOMER_COUNT - index) * 1.7 * DAY
            : rng.range(start.getTime(), now.getTime() - 8 * DAY),
        )
      : new Date(start.getTime() - rng.range(5, 400) * DAY);
    const home = rng.pick(AREAS);
    const places: Array<{ line1: string; area: (typeof AREAS)[number]; type: "home" | "work" | "other" }> = [
      { line1: `${rng.int(3, 480)}, ${home.name}`, area: home, type: "home" },
    ];
    if (rng.chance(0.45)) {
      const work = rng.pick(AREAS);
      places.push({
        line1: `${rng.pick(["Office", "Shop", "Unit"])} ${rng.int(2, 60)}, ${work.name}`,
        area: work,
        type: rng.chance(0.8) ? "work" : "other",
      });
    }
    const year = rng.int(1975, 2005);
    return {
      id,
      name,
      phone,
      email: `${first}.${last}@customers.demo.test`.toLowerCase(),
      dateOfBirth: `${year}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`,
      createdAt,
      // A few regulars order most: a long tail orders now and then.
      weight: 1 / (1 + index * 0.12),
      isNew: true,
      addresses: places.map((place, i) => planAddress(rng, id, name, phone, place, i === 0, createdAt)),
    };
  });
  return [demoCustomer, ...generated];
}

export function planRiders(demo: { id: string; name: string }): Rider[] {
  return [
    {
      id: demo.id,
      name: demo.name,
      phone: DEMO.rider.phone,
      vehicleType: DEMO.rider.vehicleType,
      vehicleNumber: DEMO.rider.vehicleNumber,
      weight: 4,
      isNew: false,
    },
    ...RIDERS.map((rider, index) => ({
      ...rider,
      id: randomUUID(),
      phone: riderPhone(index),
      weight: 1.2,
      isNew: true,
    })),
  ];
}

/**
 * The GST state codes (the first two digits of a GSTIN) that an invoice prints beside its place of supply. Addresses
 * carry the state as typed or geocoded, so names are matched loosely and the old names still in use are accepted.
 */

/** Each state and union territory under its current name, by GST state code. */
const STATES: ReadonlyArray<readonly [code: string, name: string, aliases?: readonly string[]]> = [
  ["01", "Jammu and Kashmir"],
  ["02", "Himachal Pradesh"],
  ["03", "Punjab"],
  ["04", "Chandigarh"],
  ["05", "Uttarakhand", ["Uttaranchal"]],
  ["06", "Haryana"],
  ["07", "Delhi", ["NCT of Delhi", "National Capital Territory of Delhi", "New Delhi"]],
  ["08", "Rajasthan"],
  ["09", "Uttar Pradesh"],
  ["10", "Bihar"],
  ["11", "Sikkim"],
  ["12", "Arunachal Pradesh"],
  ["13", "Nagaland"],
  ["14", "Manipur"],
  ["15", "Mizoram"],
  ["16", "Tripura"],
  ["17", "Meghalaya"],
  ["18", "Assam"],
  ["19", "West Bengal"],
  ["20", "Jharkhand"],
  ["21", "Odisha", ["Orissa"]],
  ["22", "Chhattisgarh"],
  ["23", "Madhya Pradesh"],
  ["24", "Gujarat"],
  // Code 25 (Daman and Diu) was merged into 26 with the union territory in 2020.
  [
    "26",
    "Dadra and Nagar Haveli and Daman and Diu",
    ["Dadra and Nagar Haveli", "Daman and Diu", "Dadra & Nagar Haveli and Daman & Diu"],
  ],
  ["27", "Maharashtra"],
  ["29", "Karnataka"],
  ["30", "Goa"],
  ["31", "Lakshadweep"],
  ["32", "Kerala"],
  ["33", "Tamil Nadu"],
  ["34", "Puducherry", ["Pondicherry"]],
  ["35", "Andaman and Nicobar Islands", ["Andaman and Nicobar"]],
  ["36", "Telangana"],
  ["37", "Andhra Pradesh"],
  ["38", "Ladakh"],
];

/** "Jammu & Kashmir " and "jammu and kashmir" alike. */
function key(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z]+/g, " ")
    .trim();
}

const BY_NAME = new Map<string, { code: string; name: string }>(
  STATES.flatMap(([code, name, aliases = []]) => [name, ...aliases].map((alias) => [key(alias), { code, name }])),
);

/** A state's GST code and its current name, or null for a name we do not know (printed as typed, without a code). */
export function gstState(name: string): { code: string; name: string } | null {
  return BY_NAME.get(key(name)) ?? null;
}

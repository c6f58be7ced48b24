/**
 * The legal entity behind Zaika, as the privacy policy, terms and contact page name it. Written once here;
 * the support phone and e-mail are not: they are server configuration (GET /api/config/public).
 * The registered name and address are written as registered, the same in every language.
 */
export const COMPANY = {
  // i18n-ignore: the registered company name
  legalName: "Zaika Technologies Private Limited",
  /** Registered office, which is also the support address (spec §1). */
  address: {
    // i18n-ignore: the registered address, as the post reads it
    lines: ["4th Floor, Kamala Mills Compound", "Senapati Bapat Marg, Lower Parel"],
    // i18n-ignore: the registered address, as the post reads it
    city: "Mumbai",
    // i18n-ignore: the registered address, as the post reads it
    state: "Maharashtra",
    postalCode: "400013",
    // i18n-ignore: the registered address, as the post reads it
    country: "India",
  },
  /** The officer's name; the designation is a text of the catalogs. */
  // i18n-ignore: a person's name
  grievanceOfficer: { name: "Priya Deshpande", designationKey: "layout:grievanceOfficer" },
} as const;

/** The address on one line, e.g. for running text. */
export function companyAddressLine(): string {
  const { lines, city, state, postalCode, country } = COMPANY.address;
  return `${lines.join(", ")}, ${city}, ${state} ${postalCode}, ${country}`;
}

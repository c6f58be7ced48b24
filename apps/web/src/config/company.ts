/**
 * The legal entity behind Zaika, as the privacy policy, terms and contact page name it. Written once here;
 * the support phone and e-mail are not: they are server configuration (GET /api/config/public).
 */
export const COMPANY = {
  legalName: "Zaika Technologies Private Limited",
  /** Registered office, which is also the support address (spec §1). */
  address: {
    lines: ["4th Floor, Kamala Mills Compound", "Senapati Bapat Marg, Lower Parel"],
    city: "Mumbai",
    state: "Maharashtra",
    postalCode: "400013",
    country: "India",
  },
  grievanceOfficer: { name: "Priya Deshpande", designation: "Grievance Officer" },
} as const;

/** The address on one line, e.g. for running text. */
export function companyAddressLine(): string {
  const { lines, city, state, postalCode, country } = COMPANY.address;
  return `${lines.join(", ")}, ${city}, ${state} ${postalCode}, ${country}`;
}

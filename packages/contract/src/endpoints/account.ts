/**
 * The customer's control of their account (issue 14 item 6, decision 022): download a copy of their data, delete the
 * account. Customers only; each acts on their own account, named by the access token. And every account's language
 * (issue 15).
 */
import { AccountExportSchema, DeleteAccountBodySchema, DeleteAccountResponseSchema } from "../account";
import { endpoint } from "../endpoint";
import { UpdateLanguageBodySchema, UpdateLanguageResponseSchema } from "../language";

const access = ["user"] as const;
const tags = ["account"];

export const exportMyData = endpoint({
  method: "GET",
  path: "/user/me/export",
  access,
  tags,
  summary:
    "The signed-in customer's data as a JSON download: profile, addresses, orders with their items, bill and timeline, reviews and favourites",
  responseKind: "file",
  fileType: "application/json",
  responses: {
    200: AccountExportSchema.describe(
      'application/json, sent as an attachment named after the India day ("zaika-my-data-2026-01-15.json")',
    ),
  },
});

export const deleteMyAccount = endpoint({
  method: "DELETE",
  path: "/user/me",
  access,
  tags,
  summary: `Delete the signed-in customer's account: personal data erased or anonymised at once, orders kept for tax without the customer, every session ended. Body { "confirm": "DELETE" } (400 otherwise); 422 while an order is in progress`,
  body: DeleteAccountBodySchema,
  responses: { 200: DeleteAccountResponseSchema },
});

/** Every signed-in account has a language (issue 15): staff and riders read the app, and get SMS, too. */
export const setMyLanguage = endpoint({
  method: "PUT",
  path: "/user/me/language",
  access: ["user", "restaurant", "admin", "rider"],
  tags,
  summary:
    'Keep the signed-in account\'s language: { "language": "en" | "hi" } (400 otherwise). Texts sent to the account (SMS) follow it; the web app applies it after sign-in when the device has no choice of its own',
  body: UpdateLanguageBodySchema,
  responses: { 200: UpdateLanguageResponseSchema },
});

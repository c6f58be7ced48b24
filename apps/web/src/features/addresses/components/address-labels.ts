/** Display names of the address types, shared by the address book and the checkout picker, in the app's language. */
import type { AddressType } from "@zaika/contract/address";
import { t } from "../../../lib/i18n";

const ADDRESS_TYPE_KEYS = {
  home: "addresses:typeHome",
  work: "addresses:typeWork",
  other: "addresses:typeOther",
} as const satisfies Record<AddressType, string>;

/** "Home", "Work", "Other" */
export function addressTypeText(type: AddressType): string {
  return t(ADDRESS_TYPE_KEYS[type]);
}

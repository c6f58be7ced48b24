/** Display names of the address types, shared by the address book and the checkout picker. */
import type { AddressType } from "@zaika/contract/address";

export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = { home: "Home", work: "Work", other: "Other" };

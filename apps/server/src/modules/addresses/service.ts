/** Saved delivery addresses: at most MAX_ADDRESSES per customer, exactly one default whenever any exist. */
import { ADDRESS_MESSAGES, type Address, type AddressInputSchema, MAX_ADDRESSES } from "@zaika/contract/address";
import type { z } from "zod";
import type { ModuleDeps } from "../../deps";
import { BusinessRule, NotFound } from "../../lib/errors";
import * as q from "./queries";

export type AddressDeps = Pick<ModuleDeps, "db" | "clock">;
type AddressInput = z.output<typeof AddressInputSchema>;

export function toWireAddress(row: q.AddressRow): Address {
  return {
    _id: row.id,
    fullName: row.fullName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    addressType: row.addressType,
    phoneNumber: row.phoneNumber,
    deliveryInstructions: row.deliveryInstructions,
    coordinates: { lat: row.lat, lng: row.lng },
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columns(input: AddressInput) {
  return {
    fullName: input.fullName,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    landmark: input.landmark,
    city: input.city,
    state: input.state,
    postalCode: input.postalCode,
    addressType: input.addressType,
    phoneNumber: input.phoneNumber,
    deliveryInstructions: input.deliveryInstructions,
    lat: input.coordinates.lat,
    lng: input.coordinates.lng,
  };
}

export async function listAddresses(deps: Pick<ModuleDeps, "db">, userId: string) {
  const rows = await q.listAddresses(deps.db, userId);
  return { data: rows.map(toWireAddress) };
}

export async function addAddress(deps: AddressDeps, userId: string, input: AddressInput) {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    await q.lockAddresses(tx, userId);
    if ((await q.countAddresses(tx, userId)) >= MAX_ADDRESSES) {
      throw new BusinessRule(ADDRESS_MESSAGES.tooMany, { limit: MAX_ADDRESSES });
    }
    // The first address is the default, so checkout always has one to preselect.
    const makeDefault = input.isDefault || !(await q.hasDefault(tx, userId));
    if (makeDefault) await q.clearDefault(tx, userId);
    return q.insertAddress(tx, { userId, ...columns(input), isDefault: makeDefault, createdAt: now, updatedAt: now });
  });
  return { success: true as const, message: ADDRESS_MESSAGES.added, data: toWireAddress(row) };
}

/**
 * Replaces every field. `isDefault: true` moves the default here; false leaves the default where it is (a default
 * is changed by choosing another address, never removed, so checkout always has one).
 */
export async function updateAddress(deps: AddressDeps, userId: string, id: string, input: AddressInput) {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    await q.lockAddresses(tx, userId);
    if (!(await q.findAddress(tx, userId, id))) throw new NotFound(ADDRESS_MESSAGES.notFound);
    if (input.isDefault) await q.clearDefault(tx, userId, id);
    const updated = await q.updateAddress(tx, userId, id, {
      ...columns(input),
      ...(input.isDefault ? { isDefault: true } : {}),
      updatedAt: now,
    });
    if (!updated) throw new NotFound(ADDRESS_MESSAGES.notFound);
    return updated;
  });
  return { success: true as const, message: ADDRESS_MESSAGES.updated, data: toWireAddress(row) };
}

export async function removeAddress(deps: AddressDeps, userId: string, id: string) {
  const now = deps.clock.now();
  const data = await deps.db.transaction(async (tx) => {
    await q.lockAddresses(tx, userId);
    const removed = await q.deleteAddress(tx, userId, id);
    if (!removed) throw new NotFound(ADDRESS_MESSAGES.notFound);
    if (removed.isDefault) {
      const successor = await q.newestAddress(tx, userId);
      if (successor) await q.markDefault(tx, userId, successor.id, now);
    }
    return q.listAddresses(tx, userId);
  });
  return { success: true as const, message: ADDRESS_MESSAGES.removed, data: data.map(toWireAddress) };
}

export async function setDefaultAddress(deps: AddressDeps, userId: string, id: string) {
  const now = deps.clock.now();
  const data = await deps.db.transaction(async (tx) => {
    await q.lockAddresses(tx, userId);
    const address = await q.findAddress(tx, userId, id);
    if (!address) throw new NotFound(ADDRESS_MESSAGES.notFound);
    if (!address.isDefault) {
      await q.clearDefault(tx, userId);
      await q.markDefault(tx, userId, id, now);
    }
    return q.listAddresses(tx, userId);
  });
  return { success: true as const, message: ADDRESS_MESSAGES.defaultSet, data: data.map(toWireAddress) };
}

import { ACCOUNT_DELETION_EFFECTS } from "@zaika/contract/account";
import { describe, expect, it } from "vitest";
import { t } from "../../../lib/i18n";
import { DELETION_EFFECT_KEYS } from "./DeleteAccountDialog";

describe("the deletion dialog's effects", () => {
  it("say in English exactly what the contract (and so the privacy policy and the server) says", () => {
    expect(DELETION_EFFECT_KEYS.erased.map((key) => t(key))).toEqual(ACCOUNT_DELETION_EFFECTS.erased);
    expect(DELETION_EFFECT_KEYS.kept.map((key) => t(key))).toEqual(ACCOUNT_DELETION_EFFECTS.kept);
    expect(t(DELETION_EFFECT_KEYS.ended)).toBe(ACCOUNT_DELETION_EFFECTS.ended);
  });
});

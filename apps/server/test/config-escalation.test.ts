/** The escalation settings of unanswered orders: ORDER_SMS_AFTER_SECONDS and ORDER_AUTO_CANCEL_AFTER_SECONDS. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ESCALATION_MESSAGES } from "@zaika/contract/escalation";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "zaika-config-")), ...env });

describe("escalation settings", () => {
  it("default to an SMS after 2 minutes and the auto-cancel after 5", () => {
    expect(load({}).escalation).toEqual({ smsAfterSeconds: 120, cancelAfterSeconds: 300 });
  });

  it("take other numbers of seconds", () => {
    expect(load({ ORDER_SMS_AFTER_SECONDS: "90", ORDER_AUTO_CANCEL_AFTER_SECONDS: "600" }).escalation).toEqual({
      smsAfterSeconds: 90,
      cancelAfterSeconds: 600,
    });
  });

  it("refuse an auto-cancel that does not come after the SMS", () => {
    expect(() => load({ ORDER_SMS_AFTER_SECONDS: "300", ORDER_AUTO_CANCEL_AFTER_SECONDS: "300" })).toThrow(
      ESCALATION_MESSAGES.cancelAfterSms,
    );
    expect(() => load({ ORDER_AUTO_CANCEL_AFTER_SECONDS: "60" })).toThrow(ESCALATION_MESSAGES.cancelAfterSms);
  });

  it.each([
    ["ORDER_SMS_AFTER_SECONDS", "9"],
    ["ORDER_SMS_AFTER_SECONDS", "1.5"],
    ["ORDER_SMS_AFTER_SECONDS", "soon"],
    ["ORDER_AUTO_CANCEL_AFTER_SECONDS", "3601"],
  ])("refuse %s=%s, naming the setting", (name, value) => {
    expect(() => load({ [name]: value })).toThrow(new RegExp(`Invalid configuration: ${name}`));
  });
});

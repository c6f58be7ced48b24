import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsOutbox } from "../../src/db/schema/auth";
import { consoleSms, maskPhone } from "../../src/providers/sms/console";
import { freshDatabase } from "../helpers/app";

/** A logger that keeps what it is told. */
function recordingLog() {
  const lines: string[] = [];
  const log = { info: (message: string) => lines.push(message), warn: (message: string) => lines.push(message) };
  return { lines, log: log as unknown as Parameters<typeof consoleSms>[1] };
}

describe("console SMS provider", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.dispose());
  const kept = async (phone: string) => {
    const rows = await database.db.select().from(smsOutbox);
    return rows.filter((row) => row.phone === phone);
  };

  it("in development and test logs the code and keeps it in the outbox", async () => {
    const { lines, log } = recordingLog();
    await consoleSms(database.db, log, { revealCodes: true }).sendOtp({
      phone: "9123400001",
      code: "482913",
      text: "482913 is your code",
    });
    expect(lines).toEqual(["OTP for 9123400001: 482913"]);
    expect(await kept("9123400001")).toMatchObject([{ code: "482913", text: "482913 is your code" }]);
  });

  it("in production neither keeps nor logs the code, only a masked line, and warns once at start", async () => {
    const { lines, log } = recordingLog();
    const sms = consoleSms(database.db, log, { revealCodes: false });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("SMS_PROVIDER=http");
    await sms.sendOtp({ phone: "9123400002", code: "739104", text: "739104 is your code" });
    expect(lines.slice(1)).toEqual(["OTP for 91xxxxxx02 withheld (no SMS gateway configured)"]);
    expect(lines.join("\n")).not.toContain("739104");
    expect(await kept("9123400002")).toEqual([]);
    const [all] = await database.db.select({ n: count() }).from(smsOutbox);
    expect(all?.n).toBe(1); // only the development send of the test above
  });

  it("masks all but the first and last two digits", () => {
    expect(maskPhone("9876543210")).toBe("98xxxxxx10");
    expect(maskPhone("123")).toBe("xxx");
  });
});

import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsOutbox } from "../../src/db/schema/auth";
import { consoleSms, maskPhone } from "../../src/providers/sms/console";
import { httpSms } from "../../src/providers/sms/http";
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

  it("keeps a text without a code in development, and in production only warns that nobody got it", async () => {
    const dev = recordingLog();
    await consoleSms(database.db, dev.log, { revealCodes: true }).sendText({
      phone: "9123400003",
      text: "Order ZK-100001 is waiting",
    });
    expect(dev.lines).toEqual(["SMS to 9123400003: Order ZK-100001 is waiting"]);
    expect(await kept("9123400003")).toMatchObject([{ code: "", text: "Order ZK-100001 is waiting" }]);

    const prod = recordingLog();
    await consoleSms(database.db, prod.log, { revealCodes: false }).sendText({ phone: "9123400004", text: "Hello" });
    expect(prod.lines.slice(1)).toEqual(["SMS to 91xxxxxx04 not sent (no SMS gateway configured): Hello"]);
    expect(await kept("9123400004")).toEqual([]);
  });

  it("masks all but the first and last two digits", () => {
    expect(maskPhone("9876543210")).toBe("98xxxxxx10");
    expect(maskPhone("123")).toBe("xxx");
  });
});

describe("HTTP SMS provider", () => {
  /** A gateway stand-in that records what it was sent and answers `status`. */
  function gateway(status: number) {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response("{}", { status });
    }) as unknown as typeof globalThis.fetch;
    return { calls, fetch };
  }

  it("posts codes and texts alike to the gateway, with the key and the number in international form", async () => {
    const { calls, fetch } = gateway(200);
    const sms = httpSms({ url: "https://sms.example/send", apiKey: "key-123", fetch });
    await sms.sendOtp({ phone: "9123400005", code: "123456", text: "123456 is your code" });
    await sms.sendText({ phone: "9123400006", text: "Order ZK-100001 is waiting" });
    expect(calls.map((call) => [call.url, call.init.headers, JSON.parse(String(call.init.body))])).toEqual([
      [
        "https://sms.example/send",
        { "content-type": "application/json", authorization: "Bearer key-123" },
        { to: "+919123400005", message: "123456 is your code" },
      ],
      [
        "https://sms.example/send",
        { "content-type": "application/json", authorization: "Bearer key-123" },
        { to: "+919123400006", message: "Order ZK-100001 is waiting" },
      ],
    ]);
  });

  it("throws when the gateway refuses a text, so the caller can send it again later", async () => {
    const sms = httpSms({ url: "https://sms.example/send", apiKey: "key-123", fetch: gateway(502).fetch });
    await expect(sms.sendText({ phone: "9123400007", text: "Hello" })).rejects.toThrow("SMS gateway answered 502");
  });
});

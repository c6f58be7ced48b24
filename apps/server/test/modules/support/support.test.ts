import { MESSAGES } from "@zaika/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportMessages } from "../../../src/db/schema/support";
import { createTestApp, type TestContext } from "../../helpers/app";
import { decodeClaims, demoTokens } from "../../helpers/auth";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  name: "Asha Verma",
  email: "asha@example.com",
  subject: "Order Issue",
  message: "My paneer tikka was missing.",
};
const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/support/messages", payload: payload as object, headers, remoteAddress });

describe("POST /api/support/messages", () => {
  it("stores the message and thanks the sender", async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: MESSAGES.supportMessageSent,
      data: { _id: expect.any(String) },
    });
    const rows = await t.database.db.select().from(supportMessages);
    expect(rows).toEqual([expect.objectContaining({ ...valid, userId: null })]);
  });

  it("links the message to a signed-in sender", async () => {
    const { user } = await demoTokens(t);
    await send({ ...valid, message: "Where is my refund for yesterday?" }, { authorization: `Bearer ${user}` });
    const rows = await t.database.db.select().from(supportMessages);
    expect(rows.map((r) => r.userId)).toContain(decodeClaims(user).sub);
  });

  it("names every missing or invalid field", async () => {
    const res = await send({ name: "", email: "nope", subject: "Complaint", message: "" });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(["name", "email", "subject", "message"]));
  });

  it("limits one sender to 20 messages an hour", async () => {
    for (let i = 0; i < 20; i++) expect((await send(valid, {}, "10.9.9.9")).statusCode).toBe(201);
    expect((await send(valid, {}, "10.9.9.9")).statusCode).toBe(429);
  });
});

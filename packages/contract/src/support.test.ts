import { describe, expect, it } from "vitest";
import { SUPPORT_SUBJECTS, SupportMessageBodySchema } from "./support";

describe("SupportMessageBodySchema", () => {
  it("has the six subjects of the spec", () => {
    expect(SUPPORT_SUBJECTS).toEqual([
      "Order Issue",
      "Delivery Problem",
      "Payment & Refund",
      "App/Website Issue",
      "Restaurant Feedback",
      "Other",
    ]);
  });

  it("requires every field", () => {
    const result = SupportMessageBodySchema.safeParse({});
    const fields = result.error?.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["name", "email", "subject", "message"]));
  });

  it("accepts a complete message", () => {
    const ok = SupportMessageBodySchema.safeParse({
      name: "Asha Verma",
      email: "asha@example.com",
      subject: "Delivery Problem",
      message: "My order arrived cold and late.",
    });
    expect(ok.success).toBe(true);
  });
});

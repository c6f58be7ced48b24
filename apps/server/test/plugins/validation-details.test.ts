/** A 400 from a body schema names each wrong field once, with its first message (issue 16: one message per field). */
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { registerErrorHandler } from "../../src/plugins/errors";

// A schema that finds two things wrong with one field (no abort between the checks).
const BodySchema = z.object({
  code: z
    .string()
    .min(3, "Code is too short")
    .regex(/^[A-Z]+$/, "Code must be capital letters"),
  count: z.number().int("Count must be a whole number").min(1, "Count must be at least 1"),
});

describe("the error handler, for a body a schema refuses", () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.post("/check", { schema: { body: BodySchema } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it("sends one issue per field, the first the schema found, fields in their order", async () => {
    const res = await app.inject({ method: "POST", url: "/check", payload: { code: "a1", count: 0.5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: "code: Code is too short",
      code: "VALIDATION_ERROR",
      details: [
        { field: "code", message: "Code is too short" },
        { field: "count", message: "Count must be a whole number" },
      ],
    });
  });
});

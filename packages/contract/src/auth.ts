/** Sign-in: phone OTP for customers, e-mail and password for restaurant and admin accounts. */
import { z } from "zod";
import { ADULT_AGE_YEARS, OTP, ROLES } from "./constants";
import { LanguageSchema } from "./language";
import { MESSAGES } from "./messages";

export const RoleSchema = z.enum(ROLES);

const PHONE_MESSAGE = "Enter a valid 10-digit Indian mobile number";

/** Strips spaces, dashes and a +91 / 91 / 0 prefix; returns null unless 10 digits starting 6-9 remain. */
export function normaliseIndianMobile(input: string): string | null {
  const compact = input.replace(/[\s-]/g, "");
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact);
  return match?.[1] ?? null;
}

export const PhoneSchema = z
  .string({ error: "Phone number is required" })
  .trim()
  .min(1, "Phone number is required")
  .max(20, PHONE_MESSAGE)
  .transform((value, ctx) => {
    const phone = normaliseIndianMobile(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });

export const OtpCodeSchema = z
  .string({ error: "OTP is required" })
  .trim()
  .regex(new RegExp(`^\\d{${OTP.length}}$`), `OTP must be ${OTP.length} digits`);

export const SendOtpQuerySchema = z.object({ phone: PhoneSchema });
export const SendOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type SendOtpResponse = z.infer<typeof SendOtpResponseSchema>;

export const VerifyOtpBodySchema = z.object({ phone: PhoneSchema, otp: OtpCodeSchema });
export type VerifyOtpBody = z.input<typeof VerifyOtpBodySchema>;
export const VerifyOtpResponseSchema = z.object({ otpToken: z.string(), isRegistered: z.boolean() });
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponseSchema>;

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC calendar dates). */
export function ageInYears(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

export function isAdult(dateOfBirth: string, today: Date = new Date()): boolean {
  return ageInYears(dateOfBirth, today) >= ADULT_AGE_YEARS;
}

/**
 * A real calendar date in YYYY-MM-DD form, not in the future and not absurdly old, of an adult. Each check stops the
 * ones after it (abort), so a bad date gets one message, the first that applies (issue 16): an empty box is
 * "required", not also "not a real date" and "under 18".
 */
export const DateOfBirthSchema = z
  .string({ error: "Date of birth is required" })
  .min(1, { error: "Date of birth is required", abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Date of birth must be a date (YYYY-MM-DD)", abort: true })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: "Date of birth must be a real date", abort: true },
  )
  .refine((value) => new Date(`${value}T00:00:00Z`).getTime() <= Date.now(), {
    error: "Date of birth cannot be in the future",
    abort: true,
  })
  .refine((value) => Number(value.slice(0, 4)) >= 1900, { error: "Enter a valid date of birth", abort: true })
  .refine((value) => isAdult(value), MESSAGES.underage);

export const NameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(2, "Name must be at least 2 characters")
  .max(80, "Name must be at most 80 characters");

export const EmailSchema = z
  .string({ error: "E-mail is required" })
  .trim()
  .toLowerCase()
  .max(254, "E-mail is too long")
  .pipe(z.email("Enter a valid e-mail address"));

export const RegisterBodySchema = z.object({
  otpToken: z.string({ error: "otpToken is required" }).min(1, "otpToken is required").max(200),
  name: NameSchema,
  email: EmailSchema,
  dateOfBirth: DateOfBirthSchema,
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const OtpLoginBodySchema = z.object({
  otpToken: z.string().min(1, "otpToken is required").max(200),
});
export const PasswordLoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});
/** Customers log in with an otpToken, restaurant and admin accounts with e-mail and password. */
export const LoginBodySchema = z.union([OtpLoginBodySchema.strict(), PasswordLoginBodySchema.strict()], {
  error: "Send either { otpToken } or { email, password }",
});
export type LoginBody = z.input<typeof LoginBodySchema>;

export const AccessTokenResponseSchema = z.object({ accessToken: z.string() });
export type AccessTokenResponse = z.infer<typeof AccessTokenResponseSchema>;

export const MeResponseSchema = z.object({
  _id: z.string(),
  role: RoleSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The language the account chose (PUT /user/me/language), null until it chooses; the server always sends it
   * (optional only for callers built before issue 15).
   */
  language: LanguageSchema.nullable().optional(),
});
export type Me = z.infer<typeof MeResponseSchema>;

/** `PATCH /auth/me` (customers and riders): change the name and/or the e-mail. */
export const UpdateMeBodySchema = z
  .object({ name: NameSchema.optional(), email: EmailSchema.optional() })
  .refine((body) => body.name !== undefined || body.email !== undefined, {
    message: "Send a name or an e-mail to change",
    path: ["name"],
  });
export type UpdateMeBody = z.input<typeof UpdateMeBodySchema>;

export const LogoutResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Claims of the access token (a JWT valid 15 minutes). */
export const AccessClaimsSchema = z.object({
  sub: z.string().min(1),
  role: RoleSchema,
  name: z.string(),
  exp: z.number(),
  iat: z.number().optional(),
});
export type AccessClaims = z.infer<typeof AccessClaimsSchema>;

export const OutboxQuerySchema = z.object({ phone: PhoneSchema.optional() });
export const OutboxResponseSchema = z.object({
  data: z.array(z.object({ phone: z.string(), code: z.string(), text: z.string(), createdAt: z.string() })),
});
export type OutboxResponse = z.infer<typeof OutboxResponseSchema>;

/** "in 40 seconds" / "in 5 minutes": when a rate-limited caller may try again. */
export function tryAgainIn(seconds: number): string {
  if (seconds < 120) return `in ${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minutes`;
}

/** The 429 texts of sign-in, each saying when to try again. */
export const AUTH_LIMIT_MESSAGES = {
  otpResendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  otpPhoneHourly: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return `Too many OTP requests for this number. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  },
  otpFromAddress: (seconds: number) =>
    `Too many OTP requests from your network. Please try again ${tryAgainIn(seconds)}.`,
  otpBusy: (seconds: number) => `We are sending too many codes right now. Please try again ${tryAgainIn(seconds)}.`,
  otpChecksFromAddress: (seconds: number) =>
    `Too many OTP checks from your network. Please try again ${tryAgainIn(seconds)}.`,
  loginAttempts: (seconds: number) => `Too many login attempts. Please try again ${tryAgainIn(seconds)}.`,
} as const;

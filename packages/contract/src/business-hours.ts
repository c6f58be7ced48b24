/**
 * Opening hours on the wire: the schemas of a restaurant's hours per weekday and their routes. The types and rules
 * ("open now" in India time, the next opening, 12-hour times) are in ./business-hours-rules, re-exported here.
 */
import { z } from "zod";
import { type BusinessHours, type DayHours, minutesOf, type TimeSlot } from "./business-hours-rules";

export * from "./business-hours-rules";

const TIME_REGEX = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const TimeOfDaySchema = z.string().regex(TIME_REGEX, "Time must be HH:MM (24-hour)");

/** One opening slot. A close earlier than the open runs past midnight (18:30–02:00). */
export const TimeSlotSchema = z
  .object({ open: TimeOfDaySchema, close: TimeOfDaySchema })
  .refine((slot) => slot.open !== slot.close, "Opening and closing times cannot be the same")
  .refine((slot) => slot.open !== "24:00", "A slot cannot open at 24:00") satisfies z.ZodType<TimeSlot>;

export const DayHoursSchema = z
  .object({ isClosed: z.boolean(), slots: z.array(TimeSlotSchema).max(4, "At most 4 slots a day") })
  .refine((day) => day.isClosed || day.slots.length > 0, "Add at least one slot or mark the day closed")
  .refine((day) => {
    const sorted = [...day.slots].sort((a, b) => minutesOf(a.open) - minutesOf(b.open));
    return sorted.every((slot, i) => {
      const next = sorted[i + 1];
      const end = minutesOf(slot.close) <= minutesOf(slot.open) ? 24 * 60 : minutesOf(slot.close);
      return !next || end <= minutesOf(next.open);
    });
  }, "Slots of a day must not overlap") satisfies z.ZodType<DayHours>;

export const BusinessHoursSchema = z.object({
  monday: DayHoursSchema,
  tuesday: DayHoursSchema,
  wednesday: DayHoursSchema,
  thursday: DayHoursSchema,
  friday: DayHoursSchema,
  saturday: DayHoursSchema,
  sunday: DayHoursSchema,
}) satisfies z.ZodType<BusinessHours>;

export const BusinessHoursBodySchema = z.object({ businessHours: BusinessHoursSchema });
export const BusinessHoursResponseSchema = z.object({ businessHours: BusinessHoursSchema });
/** PUT /admin/restaurant/{id}/business-hours: the saved hours with the spec §8 text. */
export const BusinessHoursUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  businessHours: BusinessHoursSchema,
});

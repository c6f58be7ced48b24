/**
 * The report's date range: presets that apply at once, and two date inputs checked as the server would (reversed,
 * longer than a year, not a date) before anything is asked. The server's own 400 message shows here too.
 */
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/TextField";
import { messageText, t } from "../../../lib/i18n";
import {
  checkRange,
  matchingPreset,
  presetRange,
  RANGE_PRESETS,
  type RangeErrors,
  type ReportRange,
} from "../lib/report-range";

type ReportRangeFormProps = {
  /** The range in the URL; the form starts from it (remount it with a new key when the URL changes). */
  range: ReportRange;
  today: string;
  onApply: (range: ReportRange) => void;
  /** The server's message when it refused the range (400). */
  serverError?: string | undefined;
};

export function ReportRangeForm({ range, today, onApply, serverError }: ReportRangeFormProps) {
  const [draft, setDraft] = useState(range);
  // A range typed into the URL by hand is checked at once, like one submitted here.
  const [errors, setErrors] = useState<RangeErrors>(() => checkRange(range));
  const pressed = matchingPreset(range, today);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkRange(draft);
    setErrors(found);
    if (!found.from && !found.to) onApply(draft);
  };

  return (
    <div className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 print:hidden">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t("reports:quickRanges")}</legend>
        {RANGE_PRESETS.map((preset) => (
          <Button
            key={preset.id}
            variant={pressed === preset.id ? "primary" : "secondary"}
            size="sm"
            aria-pressed={pressed === preset.id}
            onClick={() => onApply(presetRange(preset.id, today))}
          >
            {t(preset.labelKey)}
          </Button>
        ))}
      </fieldset>
      <form
        noValidate
        onSubmit={submit}
        aria-label={t("reports:dateRange")}
        className="flex flex-wrap items-start gap-3"
      >
        <TextField
          type="date"
          label={t("reports:from")}
          value={draft.from}
          max={today}
          error={messageText(errors.from)}
          onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
          className="w-full min-[420px]:w-auto"
        />
        <TextField
          type="date"
          label={t("reports:to")}
          value={draft.to}
          max={today}
          error={messageText(errors.to)}
          onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
          className="w-full min-[420px]:w-auto"
        />
        <Button type="submit" className="w-full min-[420px]:mt-7 min-[420px]:w-auto">
          {t("reports:showReport")}
        </Button>
      </form>
      {serverError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {messageText(serverError)}
        </p>
      )}
    </div>
  );
}

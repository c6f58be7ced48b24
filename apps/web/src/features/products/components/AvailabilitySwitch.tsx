/** A dish's availability switch with its state written beside it (the switch role announces the state). */
import { Switch } from "../../../components/ui/Switch";
import { t } from "../../../lib/i18n";

type AvailabilitySwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name, e.g. "Paneer Tikka available". */
  label: string;
};

export function AvailabilitySwitch({ checked, onChange, label }: AvailabilitySwitchProps) {
  return (
    <div className="flex min-h-11 items-center gap-2">
      <Switch checked={checked} onCheckedChange={onChange} aria-label={label} />
      <span aria-hidden="true" className="w-22 text-sm font-medium text-gray-800">
        {checked ? t("products:available") : t("products:unavailable")}
      </span>
    </div>
  );
}

/** The top of a money screen: title, one line about it, and the "show all" choice kept in the URL (`?all=true`). */
import { Checkbox } from "../../../components/ui/Checkbox";

type MoneyPageHeaderProps = {
  title: string;
  description: string;
  /** The "show all" checkbox, e.g. "Show all restaurants". */
  showAll: { label: string; description: string; checked: boolean; onChange: (checked: boolean) => void };
};

export function MoneyPageHeader({ title, description, showAll }: MoneyPageHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        <p className="mt-1 text-gray-700">{description}</p>
      </div>
      <Checkbox
        label={showAll.label}
        description={showAll.description}
        checked={showAll.checked}
        onChange={(event) => showAll.onChange(event.target.checked)}
      />
    </div>
  );
}

/** The header's delivery location control (spec §2 Location box). Place search and the map arrive later. */
import { MapPin } from "lucide-react";
import { useId, useState } from "react";
import { inputClassName } from "../../../components/ui/TextField";

export function LocationBox({ className = "" }: { className?: string }) {
  const [text, setText] = useState("");
  const inputId = useId();

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        Delivery location
      </label>
      <MapPin
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-brand-700"
        aria-hidden="true"
      />
      <input
        id={inputId}
        type="text"
        autoComplete="off"
        placeholder="Location"
        className={`${inputClassName} py-2 pl-9`}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}

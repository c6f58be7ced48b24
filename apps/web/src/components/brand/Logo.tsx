/** The Zaika brand: a steaming bowl with a spoon, followed by the wordmark as real text (the accessible name). */
import { t } from "../../lib/i18n";

export function Logo({ className }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ""}`}>
      <LogoMark className="h-9 w-9 shrink-0" />
      <span className="text-2xl font-extrabold tracking-tight text-orange-700">{t("ui:appName")}</span>
    </span>
  );
}

/** The mark alone; decorative wherever it sits next to the word "Zaika". */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        d="M17 5c-2.5 3 2.5 5 0 8M24 3c-2.5 3 2.5 5 0 8M31 5c-2.5 3 2.5 5 0 8"
        fill="none"
        stroke="#fb923c"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M33 10 44 3" stroke="#9a3412" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="45" cy="2.5" rx="2.5" ry="1.8" fill="#9a3412" transform="rotate(-32 45 2.5)" />
      <path d="M4 20h40c0 11-9 20-20 20S4 31 4 20z" fill="#ea580c" />
      <path d="M8 24h32" stroke="#fed7aa" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M15 44h18" stroke="#c2410c" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}

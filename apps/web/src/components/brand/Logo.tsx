/** Temporary stub of the brand logo; the content helper replaces this file with the real artwork. */
export function Logo({ className }: { className?: string }) {
  return <span className={`text-xl font-extrabold tracking-tight text-brand-700 ${className ?? ""}`}>Zaika</span>;
}

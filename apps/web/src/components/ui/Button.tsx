/** Buttons of the design system; `buttonClassName` styles links that should look like buttons. */
import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";

type Variant = "primary" | "secondary" | "ghost" | "inverse" | "link";
type Size = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<Variant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-gray-300 bg-white text-gray-900 hover:bg-gray-100",
  ghost: "text-gray-800 hover:bg-gray-100",
  inverse: "bg-white text-brand-800 hover:bg-brand-50",
  link: "text-brand-700 underline-offset-4 hover:underline",
};

const sizes: Record<Size, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-4 text-base",
  lg: "min-h-12 px-6 text-lg",
};

export function buttonClassName({
  variant = "primary",
  size = "md",
  className = "",
}: {
  variant?: Variant;
  size?: Size;
  className?: string;
} = {}): string {
  const padding = variant === "link" ? "" : sizes[size];
  return `${base} ${variants[variant]} ${padding} ${className}`.trim();
}

/** Square icon-only control (the control must carry an aria-label). */
export const iconButtonClassName =
  "relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-800 transition-colors hover:bg-gray-100";

type ButtonProps = ComponentProps<"button"> & { variant?: Variant; size?: Size; loading?: boolean };

export function Button({
  variant,
  size,
  loading = false,
  className,
  disabled,
  children,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}

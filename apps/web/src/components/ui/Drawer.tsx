/** A side panel over the page (mobile menus): closes on backdrop click, Escape or its close button. */
import { X } from "lucide-react";
import { type ReactNode, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { t } from "../../lib/i18n";
import { iconButtonClassName } from "./Button";
import { useModal } from "./use-modal";

type DrawerProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  side: "left" | "right";
  /** Width classes of the panel, e.g. "w-64" or "w-full". */
  widthClassName: string;
  id?: string;
  children: ReactNode;
};

export function Drawer({ open, onClose, title, side, widthClassName, id, children }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(open, onClose, panelRef);
  if (!open) return null;

  const position =
    side === "left" ? "left-0 motion-safe:animate-slide-in-left" : "right-0 motion-safe:animate-slide-in-right";
  return createPortal(
    <div className="fixed inset-0 z-50">
      <button
        type="button"
        tabIndex={-1}
        aria-label={t("ui:close")}
        className="absolute inset-0 size-full cursor-default bg-gray-950/50"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`absolute inset-y-0 flex max-w-full flex-col overflow-y-auto bg-white shadow-xl ${position} ${widthClassName}`}
      >
        <div className="flex items-center justify-between gap-2 border-b border-gray-200 px-4 py-2">
          <h2 id={titleId} className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
          <button type="button" className={iconButtonClassName} aria-label={t("ui:closeMenu")} onClick={onClose}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 p-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

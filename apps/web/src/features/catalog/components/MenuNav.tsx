/**
 * Jumping between the menu's categories: a sticky list beside the menu on wide screens, and on phones a floating
 * "Menu" button opening the list in a dialog.
 */
import { BookOpen } from "lucide-react";
import { useState } from "react";
import { Dialog } from "../../../components/ui/Dialog";
import { t } from "../../../lib/i18n";
import { useMenuButtonShown } from "./use-menu-button-shown";

export type MenuSection = { id: string; name: string; count: number };

function jumpTo(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  // Move focus too, so keyboard and screen-reader users continue from the section.
  target.focus({ preventScroll: true });
}

function SectionLinks({ sections, onJump }: { sections: readonly MenuSection[]; onJump?: () => void }) {
  return (
    <ul className="space-y-1">
      {sections.map((section) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            onClick={(event) => {
              event.preventDefault();
              onJump?.();
              // After a dialog closes, its focus handling runs first; jump on the next frame.
              requestAnimationFrame(() => jumpTo(section.id));
            }}
            className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-gray-900 hover:bg-brand-50"
          >
            <span className="min-w-0 break-words">{section.name}</span>
            <span className="text-sm text-gray-700">{section.count}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function MenuSidebar({ sections }: { sections: readonly MenuSection[] }) {
  return (
    <nav
      aria-label={t("catalog:menuCategories")}
      className="sticky top-20 hidden max-h-[calc(100dvh-6rem)] overflow-y-auto lg:block"
    >
      <SectionLinks sections={sections} />
    </nav>
  );
}

export function MenuButton({ sections }: { sections: readonly MenuSection[] }) {
  const [open, setOpen] = useState(false);
  // Floats bottom-left over the dishes' text column, and only while dishes are under it: never over a control.
  const shown = useMenuButtonShown(sections[0]?.id, sections.at(-1)?.id);
  if (sections.length === 0) return null;

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`fixed bottom-5 left-4 z-30 inline-flex items-center gap-2 rounded-full bg-gray-900 px-5 py-3 font-bold text-white shadow-lg lg:hidden ${shown || open ? "" : "invisible"}`}
      >
        <BookOpen className="size-5" aria-hidden="true" />
        {t("catalog:menu")}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("catalog:menu")}>
        <nav aria-label={t("catalog:menuCategories")} className="-mx-3 max-h-[60dvh] overflow-y-auto">
          <SectionLinks sections={sections} onJump={() => setOpen(false)} />
        </nav>
      </Dialog>
    </>
  );
}

import { type RefObject, useEffect, useRef } from "react";
import { keepTabInside } from "~/components/keep-tab-inside.ts";

/**
 * For a full-screen dialog: focus moves into it, Tab stays inside it, Escape calls onClose, and
 * focus returns to whatever had it before the dialog opened.
 */
export function useDialogFocus(container: RefObject<HTMLElement | null>, onClose: () => void) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = container.current;
    const focusables = () =>
      element
        ? Array.from(
            element.querySelectorAll<HTMLElement>(
              'a[href], button:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])',
            ),
          )
        : [];
    (focusables()[0] ?? element)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== "Tab") return;
      keepTabInside(event, focusables());
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus();
    };
  }, [container]);
}

import { useEffect, useRef } from "react";
import { cx } from "./class-names.ts";

/** The ref of a native <dialog> that is shown as a modal while `open` and closed otherwise. */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

/**
 * A modal dialog on the native <dialog> element: showModal() gives the top layer, the focus trap
 * and Escape; a click on the backdrop (outside the padded content) closes it too. `open` is the state; `onClose` hears every way
 * it closes (Escape, backdrop, a form inside with method="dialog").
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className?: string;
  children: React.ReactNode;
}) {
  const ref = useModal(open);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={cx(
        "m-auto w-full max-w-md rounded-xl bg-surface p-0 text-ink shadow-xl backdrop:bg-black/40",
        className,
      )}
    >
      {/* Content only while open: a closed dialog holds no fields or texts a page could confuse. */}
      {open ? <div className="flex flex-col gap-3 p-5">{children}</div> : null}
    </dialog>
  );
}

/**
 * A Dialog that asks to confirm a step: its title (an h4 that labels it, in the danger colour
 * for a step that cannot be undone), a line saying what will happen, then the form as children.
 */
export function ConfirmDialog({
  open,
  onClose,
  titleId,
  title,
  body,
  danger = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  title: React.ReactNode;
  body: React.ReactNode;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId}>
      <h4 id={titleId} className={cx("text-lg font-semibold", danger && "text-danger")}>
        {title}
      </h4>
      <p className="text-sm">{body}</p>
      {children}
    </Dialog>
  );
}

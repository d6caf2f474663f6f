/**
 * Modals and the 768 px breakpoint (spec §9 "768px (modal drawer)"): under 768 px a modal is a
 * drawer from the bottom edge, full width with rounded top corners (reachable by the thumb, as
 * long as the screen allows); from 768 px it is a dialog centred over the page. Pure CSS, so it
 * holds without JavaScript. Client-safe.
 */
export const modalFrameClass = "fixed inset-0 z-50 flex items-end justify-center md:items-center md:p-4";

/** The panel; `width` is its width from 768 px (a Tailwind max-width class). */
export function modalPanelClass(width: "max-w-md" | "max-w-lg" = "max-w-md"): string {
  const desktop = width === "max-w-lg" ? "md:max-w-lg" : "md:max-w-md";
  return `relative flex max-h-[90dvh] w-full flex-col gap-4 overflow-y-auto rounded-t-2xl bg-surface p-5 text-ink shadow-xl md:rounded-xl ${desktop}`;
}

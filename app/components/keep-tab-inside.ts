/**
 * Tab and Shift+Tab wrap around `items` (the focusable elements of an open dialog or drawer, in
 * order), so focus stays inside it. With nothing focusable, Tab does nothing. With the `container`
 * given, Tab while focus is outside it (left on the page behind a modal) brings focus to the first
 * item. Client-safe.
 */
export function keepTabInside(event: KeyboardEvent, items: readonly HTMLElement[], container?: HTMLElement): void {
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (container && !container.contains(document.activeElement)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Tab and Shift+Tab wrap around `items` (the focusable elements of an open dialog or drawer, in
 * order), so focus stays inside it. With nothing focusable, Tab does nothing. Client-safe.
 */
export function keepTabInside(event: KeyboardEvent, items: readonly HTMLElement[]): void {
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

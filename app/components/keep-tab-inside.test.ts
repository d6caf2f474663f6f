import { afterEach, describe, expect, it, vi } from "vitest";
import { keepTabInside } from "./keep-tab-inside.ts";

/** A focusable element as keepTabInside uses it: focusing it makes it the document's active element. */
function element(name: string) {
  const item = { name, focus: vi.fn(() => setActive(item)) };
  return item;
}
let active: unknown = null;
function setActive(item: unknown) {
  active = item;
}
const tab = (shiftKey = false) => ({ shiftKey, preventDefault: vi.fn() }) as unknown as KeyboardEvent;
const asElements = (...items: ReturnType<typeof element>[]) => items as unknown as HTMLElement[];

vi.stubGlobal("document", {
  get activeElement() {
    return active;
  },
});
afterEach(() => setActive(null));

describe("Tab inside an open dialog", () => {
  const first = element("close");
  const middle = element("copy");
  const last = element("contact");
  const items = asElements(first, middle, last);
  const dialog = { contains: (node: unknown) => [first, middle, last].includes(node as never) } as HTMLElement;

  it("wraps from the last control to the first, and Shift+Tab from the first to the last", () => {
    setActive(last);
    keepTabInside(tab(), items, dialog);
    expect(active).toBe(first);
    keepTabInside(tab(true), items, dialog);
    expect(active).toBe(last);
  });

  it("leaves Tab between the controls to the browser", () => {
    setActive(first);
    const event = tab();
    keepTabInside(event, items, dialog);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(active).toBe(first);
  });

  it("brings focus left on the page behind the dialog back to its first control", () => {
    setActive(element("page link"));
    const event = tab();
    keepTabInside(event, items, dialog);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(active).toBe(first);
  });
});

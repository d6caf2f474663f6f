import { describe, expect, it } from "vitest";
import { isMenuOpen, menuHref, tabHref, workspaceTabOf } from "./workspace-url.ts";

describe("workspace links", () => {
  it("keeps the organization when switching tabs, chats being the default", () => {
    const search = new URLSearchParams("organizationId=your-firm&menu=open&before=abc");
    expect(workspaceTabOf(search)).toBe("chats");
    expect(tabHref(search, "matter")).toBe("/?organizationId=your-firm&tab=matter");
    expect(tabHref(new URLSearchParams("organizationId=your-firm&tab=matter"), "chats", "#latest")).toBe(
      "/?organizationId=your-firm#latest",
    );
    expect(workspaceTabOf(new URLSearchParams("tab=matter"))).toBe("matter");
    expect(workspaceTabOf(new URLSearchParams("tab=other"))).toBe("chats");
  });

  it("opens and closes the drawer through the query", () => {
    const search = new URLSearchParams("organizationId=your-firm&tab=matter");
    expect(menuHref(search, true)).toBe("/?organizationId=your-firm&tab=matter&menu=open");
    expect(isMenuOpen(new URLSearchParams(menuHref(search, true).slice(2)))).toBe(true);
    expect(menuHref(new URLSearchParams("menu=open"), false)).toBe("/");
  });
});

import { describe, expect, it } from "vitest";
import { allowedMatterActions, canBeReviewer, matterActions, roleMay, statusChangeAction } from "./matter-actions.ts";

describe("who may do what on a matter", () => {
  it.each(["owner", "admin", "attorney"] as const)("a %s may take every matter action", (role) => {
    expect(allowedMatterActions(role)).toEqual([...matterActions]);
  });

  it("a paralegal works matters but does not close, review or decide them", () => {
    expect(allowedMatterActions("paralegal")).toEqual(["assign-reviewer", "change-status", "add-note", "rate-intake"]);
  });

  it("only attorneys, admins and owners can be the reviewing attorney", () => {
    expect(canBeReviewer("attorney")).toBe(true);
    expect(canBeReviewer("admin")).toBe(true);
    expect(canBeReviewer("owner")).toBe(true);
    expect(canBeReviewer("paralegal")).toBe(false);
  });

  it("closing a matter or reopening a closed one needs the close permission", () => {
    expect(statusChangeAction("active", "closed")).toBe("close");
    expect(statusChangeAction("closed", "active")).toBe("close");
    expect(statusChangeAction("draft", "active")).toBe("change-status");
    expect(roleMay("paralegal", statusChangeAction("active", "closed"))).toBe(false);
    expect(roleMay("paralegal", statusChangeAction("draft", "active"))).toBe(true);
  });
});

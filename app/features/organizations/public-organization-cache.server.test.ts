import { describe, expect, it } from "vitest";
import type { PublicOrganization } from "./schemas.ts";
import type { IntakeOrganization } from "./get-intake-organization.server.ts";
import {
  forgetPublicOrganization,
  keptIntakeOrganizations,
  keptPublicOrganizations,
  publicOrganizationTtlMs,
} from "./public-organization-cache.server.ts";

const organization = (id: string, slug: string) => ({ id, slug, name: `Firm ${slug}` }) as PublicOrganization;

describe("the intake page's copy of an organization's public data", () => {
  it("is found by the slug it was read with, in any case, until it expires", () => {
    const now = 1_000_000;
    keptPublicOrganizations.set("Cache-Firm", organization("a1", "cache-firm"), now);
    expect(keptPublicOrganizations.get("cache-firm", now + 1)?.name).toBe("Firm cache-firm");
    expect(keptPublicOrganizations.get(" CACHE-FIRM ", now + publicOrganizationTtlMs - 1)?.id).toBe("a1");
    expect(keptPublicOrganizations.get("cache-firm", now + publicOrganizationTtlMs)).toBeUndefined();
  });

  it("is forgotten under every key (slug and id) when the organization changes", () => {
    const now = Date.now();
    keptPublicOrganizations.set("changing-firm", organization("b2", "changing-firm"), now);
    keptPublicOrganizations.set("b2", organization("b2", "changing-firm"), now);
    keptPublicOrganizations.set("other-firm", organization("c3", "other-firm"), now);
    forgetPublicOrganization("b2");
    expect(keptPublicOrganizations.get("changing-firm", now)).toBeUndefined();
    expect(keptPublicOrganizations.get("b2", now)).toBeUndefined();
    expect(keptPublicOrganizations.get("other-firm", now)?.id).toBe("c3");
  });

  it("forgets the chat turn's full configuration with the public data, and keeps it apart from it", () => {
    const now = Date.now();
    const full = { id: "d4", slug: "turn-firm", name: "Turn Firm", tier: "free", config: {} } as IntakeOrganization;
    keptIntakeOrganizations.set("turn-firm", full, now);
    expect(keptPublicOrganizations.get("turn-firm", now)).toBeUndefined();
    expect(keptIntakeOrganizations.get("Turn-Firm", now)?.tier).toBe("free");
    expect(keptIntakeOrganizations.get("turn-firm", now + publicOrganizationTtlMs)).toBeUndefined();
    keptIntakeOrganizations.set("turn-firm", full, now);
    forgetPublicOrganization("d4");
    expect(keptIntakeOrganizations.get("turn-firm", now)).toBeUndefined();
  });

  it("reads an organization once and keeps it; an unknown one is read again each time", async () => {
    let reads = 0;
    const read = async () => {
      reads += 1;
      return organization("e5", "through-firm");
    };
    expect((await keptPublicOrganizations.through("through-firm", read))?.id).toBe("e5");
    expect((await keptPublicOrganizations.through("Through-Firm", read))?.id).toBe("e5");
    expect(reads).toBe(1);
    let unknownReads = 0;
    const readUnknown = async () => {
      unknownReads += 1;
      return null;
    };
    expect(await keptPublicOrganizations.through("no-such-firm", readUnknown)).toBeNull();
    expect(await keptPublicOrganizations.through("no-such-firm", readUnknown)).toBeNull();
    expect(unknownReads).toBe(2);
  });
});

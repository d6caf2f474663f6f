import { describe, expect, it } from "vitest";
import type { PublicOrganization } from "./schemas.ts";
import type { IntakeOrganization } from "./get-intake-organization.server.ts";
import {
  cachedIntakeOrganization,
  cachedPublicOrganization,
  forgetPublicOrganization,
  publicOrganizationTtlMs,
  rememberIntakeOrganization,
  rememberPublicOrganization,
} from "./public-organization-cache.server.ts";

const organization = (id: string, slug: string) => ({ id, slug, name: `Firm ${slug}` }) as PublicOrganization;

describe("the intake page's copy of an organization's public data", () => {
  it("is found by the slug it was read with, in any case, until it expires", () => {
    const now = 1_000_000;
    rememberPublicOrganization("Cache-Firm", organization("a1", "cache-firm"), now);
    expect(cachedPublicOrganization("cache-firm", now + 1)?.name).toBe("Firm cache-firm");
    expect(cachedPublicOrganization(" CACHE-FIRM ", now + publicOrganizationTtlMs - 1)?.id).toBe("a1");
    expect(cachedPublicOrganization("cache-firm", now + publicOrganizationTtlMs)).toBeUndefined();
  });

  it("is forgotten under every key (slug and id) when the organization changes", () => {
    const now = Date.now();
    rememberPublicOrganization("changing-firm", organization("b2", "changing-firm"), now);
    rememberPublicOrganization("b2", organization("b2", "changing-firm"), now);
    rememberPublicOrganization("other-firm", organization("c3", "other-firm"), now);
    forgetPublicOrganization("b2");
    expect(cachedPublicOrganization("changing-firm", now)).toBeUndefined();
    expect(cachedPublicOrganization("b2", now)).toBeUndefined();
    expect(cachedPublicOrganization("other-firm", now)?.id).toBe("c3");
  });

  it("forgets the chat turn's full configuration with the public data, and keeps it apart from it", () => {
    const now = Date.now();
    const full = { id: "d4", slug: "turn-firm", name: "Turn Firm", tier: "free", config: {} } as IntakeOrganization;
    rememberIntakeOrganization("turn-firm", full, now);
    expect(cachedPublicOrganization("turn-firm", now)).toBeUndefined();
    expect(cachedIntakeOrganization("Turn-Firm", now)?.tier).toBe("free");
    expect(cachedIntakeOrganization("turn-firm", now + publicOrganizationTtlMs)).toBeUndefined();
    rememberIntakeOrganization("turn-firm", full, now);
    forgetPublicOrganization("d4");
    expect(cachedIntakeOrganization("turn-firm", now)).toBeUndefined();
  });
});

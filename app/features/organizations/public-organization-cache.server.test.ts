import { describe, expect, it } from "vitest";
import type { PublicOrganization } from "./schemas.ts";
import {
  cachedPublicOrganization,
  forgetPublicOrganization,
  publicOrganizationTtlMs,
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
});

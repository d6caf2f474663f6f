import { randomBytes } from "node:crypto";
import { db } from "../../db/client.ts";
import { createOrganization } from "../../app/features/organizations/create-organization.server.ts";
import type { OrganizationConfig } from "../../app/features/organizations/schemas.ts";

/** A firm with the default configuration, overridable, under a unique slug. */
export async function createTestOrganization(overrides: { name?: string; config?: Partial<OrganizationConfig> } = {}) {
  const slug = `firm-${randomBytes(4).toString("hex")}`;
  return createOrganization(db, {
    slug,
    name: overrides.name ?? "Test Firm",
    introMessage: "Welcome.",
    config: { ownerEmail: "owner@firm.test", ...overrides.config },
  });
}

import { demoLawyers } from "../app/features/lawyers/demo-lawyers.ts";
import { seedLawyers } from "../app/features/lawyers/manage-lawyers.server.ts";
import { createOrganization } from "../app/features/organizations/create-organization.server.ts";
import { logger } from "../app/lib/logger.server.ts";
import type { Executor } from "./client.ts";

export const demoOrganizationSlug = "your-firm";

/**
 * The demo organization of the quick start, created once through the feature functions. Running
 * it again changes nothing: an existing organization with the slug is left as it is.
 */
export async function seedDemoOrganization(executor: Executor): Promise<void> {
  const existing = await executor
    .selectFrom("organizations")
    .select("id")
    .where("slug", "=", demoOrganizationSlug)
    .executeTakeFirst();
  if (existing) {
    await seedDemoLawyers(executor, existing.id);
    return;
  }
  try {
    const organization = await createOrganization(executor, {
      slug: demoOrganizationSlug,
      name: "Your Firm",
      description: "A full-service law practice helping individuals and businesses across the United States.",
      introMessage:
        "Welcome to Your Firm. I'm an AI intake assistant: tell me what happened, and I'll gather the details " +
        "our attorneys need to review your matter.",
      verified: true,
      config: { ownerEmail: "intake@your-firm.example" },
    });
    logger.info("db.seed.organization", { organizationId: organization.id });
    await seedDemoLawyers(executor, organization.id);
  } catch (error) {
    // Another process seeded it at the same moment.
    if ((error as { code?: string }).code !== "CONFLICT") throw error;
  }
}

/** The demo firm's lawyer directory (issue 6): added once; a lawyer already listed is left as it is. */
async function seedDemoLawyers(executor: Executor, organizationId: string): Promise<void> {
  const added = await seedLawyers(executor, organizationId, demoLawyers);
  if (added > 0) logger.info("db.seed.lawyers", { organizationId, added });
}

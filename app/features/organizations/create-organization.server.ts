import type { Executor } from "../../../db/client.ts";
import type { Organization } from "../../../db/tables.ts";
import { DomainError } from "~/lib/errors.ts";
import { defaultOrganizationConfig } from "./default-config.ts";
import { type OrganizationConfig, OrganizationConfigSchema, SlugSchema } from "./schemas.ts";

export type CreateOrganizationInput = {
  slug: string;
  name: string;
  description?: string | null;
  introMessage?: string | null;
  profileImage?: string | null;
  config?: Partial<OrganizationConfig>;
  isPersonal?: boolean;
  verified?: boolean;
};

/** Creates an organization with the spec's default configuration, overridden by input.config. */
export async function createOrganization(executor: Executor, input: CreateOrganizationInput): Promise<Organization> {
  const slug = SlugSchema.parse(input.slug);
  const config = OrganizationConfigSchema.parse({ ...defaultOrganizationConfig(), ...input.config });
  const inserted = await executor
    .insertInto("organizations")
    .values({
      slug,
      name: input.name.trim(),
      description: input.description ?? null,
      intro_message: input.introMessage ?? null,
      profile_image: input.profileImage ?? null,
      config: JSON.stringify(config),
      is_personal: input.isPersonal ?? false,
      verified_at: input.verified ? new Date() : null,
    })
    .onConflict((conflict) => conflict.constraint("organizations_slug_key").doNothing())
    .returningAll()
    .executeTakeFirstOrThrow(() => new DomainError("CONFLICT", "errors:domain.slugExists", { field: "slug" }));
  return inserted;
}

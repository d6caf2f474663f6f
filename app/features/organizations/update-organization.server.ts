import { db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import {
  accessDenied,
  type OrganizationActor,
  organizationNotFound,
  requirePermission,
} from "~/features/members/organization-access.server.ts";
import { getMemberOrganization } from "./get-member-organization.server.ts";
import { forgetPublicOrganization } from "./public-organization-cache.server.ts";
import {
  type IntakeConfigForm,
  type MemberOrganization,
  type OrganizationConfig,
  OrganizationConfigSchema,
  type OrganizationPatch,
} from "./schemas.ts";

/**
 * PUT /api/organizations/{id} and the intake page editor: owners and admins change the name,
 * slug, description, intro message, logo and any part of the configuration. The configuration
 * is merged over the stored one and validated whole; the row is read for update, so two editors
 * do not lose each other's fields. The intake page's copy of the public data is forgotten once the
 * change is committed, so it shows at once (other processes within seconds, ADR 0070).
 */
export async function updateOrganization(
  actor: OrganizationActor,
  patch: Omit<OrganizationPatch, "profileImage"> & { profileImage?: string | null },
): Promise<MemberOrganization> {
  requirePermission(actor, "organization:update");
  if (actor.kind !== "member") throw accessDenied();
  const updated = await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("organizations")
      .select(["id", "config"])
      .where("id", "=", actor.organizationId)
      .forUpdate()
      .executeTakeFirstOrThrow(organizationNotFound);
    const stored = OrganizationConfigSchema.parse(current.config);
    const changes = patch.config ?? {};
    const config: OrganizationConfig = OrganizationConfigSchema.parse({
      ...stored,
      ...changes,
      jurisdiction: { ...stored.jurisdiction, ...changes.jurisdiction },
      voice: { ...stored.voice, ...changes.voice },
      serviceQuestions: servicesQuestions(
        changes.availableServices ?? stored.availableServices,
        changes.serviceQuestions ?? stored.serviceQuestions,
      ),
    });
    if (patch.slug) {
      const taken = await trx
        .selectFrom("organizations")
        .select("id")
        .where("slug", "=", patch.slug)
        .where("id", "!=", actor.organizationId)
        .executeTakeFirst();
      if (taken) throw new DomainError("CONFLICT", "errors:domain.slugTaken", { field: "slug" });
    }
    await trx
      .updateTable("organizations")
      .set({
        // A field the patch leaves undefined is not in the SET list (Kysely skips undefined values).
        name: patch.name,
        ...(patch.slug ? { slug: patch.slug } : {}),
        description: patch.description,
        intro_message: patch.introMessage,
        profile_image: patch.profileImage,
        config: JSON.stringify(config),
        updated_at: new Date(),
      })
      .where("id", "=", actor.organizationId)
      .execute();
    const member = await getMemberOrganization(trx, actor.organizationId, actor.userId);
    if (!member) throw organizationNotFound();
    return member;
  });
  forgetPublicOrganization(actor.organizationId);
  return updated;
}

/** Questions kept only for the services still offered. */
function servicesQuestions(services: string[], questions: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(services.map((service) => [service, questions[service] ?? []]));
}

/** The editor's form values as an update: services become availableServices and serviceQuestions. */
export function patchFromIntakeForm(form: IntakeConfigForm): OrganizationPatch {
  const {
    name,
    description,
    introMessage,
    services,
    removeProfileImage: _remove,
    profileImage: _image,
    ...config
  } = form;
  return {
    name,
    description,
    introMessage,
    config: {
      ...config,
      availableServices: services.map((service) => service.name),
      serviceQuestions: Object.fromEntries(services.map((service) => [service.name, service.questions])),
    },
  };
}

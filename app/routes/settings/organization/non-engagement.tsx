import { parseWithZod } from "@conform-to/zod/v4";
import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { PostForm, SubmitButton, TextareaField } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { requirePageUser } from "~/lib/require-user.server.ts";
import { defaultNonEngagementLetter, nonEngagementLetterMaxLength } from "~/features/matters/non-engagement-letter.ts";
import { requireMemberActor } from "~/features/members/require-member-actor.server.ts";
import { getActiveOrganization } from "~/features/organizations/active-organization.server.ts";
import {
  getNonEngagementLetter,
  saveNonEngagementLetter,
} from "~/features/organizations/non-engagement-letter.server.ts";
import { NonEngagementLetterFormSchema } from "~/features/organizations/non-engagement-schemas.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { DomainError } from "~/lib/errors.ts";
import { isSameOriginRequest } from "~/lib/origin-check.server.ts";
import { getInstance } from "~/middleware/i18n.server.ts";
import type { Route } from "./+types/non-engagement";
import { BackLink } from "~/components/ui/back-link.tsx";

/**
 * /settings/organization/non-engagement (issue 19, ADR 0058): owners and admins write the letter a
 * declined prospect receives, or go back to the default wording. The active organization's only.
 */
async function requireEditor(request: Request, context: Route.LoaderArgs["context"]) {
  const { user, session } = requirePageUser(context, request);
  const { active } = await getActiveOrganization(session);
  if (!active || active.isPersonal) throw data({ message: "Organization not found" }, { status: 404 });
  return requireMemberActor(active.id, user);
}

function forbiddenOr(error: unknown): never {
  if (error instanceof DomainError && error.code === "INSUFFICIENT_PERMISSIONS")
    throw data({ message: "Access Denied" }, { status: 403 });
  throw error;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireEditor(request, context);
  const organization = await getNonEngagementLetter(actor).catch(forbiddenOr);
  return { ...organization, defaultLetter: defaultNonEngagementLetter };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireEditor(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, {
    schema: NonEngagementLetterFormSchema,
  });
  if (!isSameOriginRequest(request))
    return data({ result: submission.reply({ formErrors: ["auth:errors.crossSite"] }) }, { status: 403 });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const letter = submission.value.intent === "save" ? submission.value.letter : null;
  await saveNonEngagementLetter(actor, letter).catch(forbiddenOr);
  const { t } = getInstance(context);
  const toast = letter === null ? "settings:nonEngagement.resetDone" : "settings:nonEngagement.saved";
  return redirectWithToast(
    "/settings/organization/non-engagement",
    { type: "success", title: t(toast) },
    { status: 303 },
  );
}

export default function NonEngagementPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <title>{t("nonEngagement.title")}</title>
      <BackLink to="/settings/organization">{t("organization.title")}</BackLink>
      <h1 className="text-2xl font-semibold">{t("nonEngagement.title")}</h1>
      <p>{t("nonEngagement.intro", { organization: loaderData.name })}</p>
      <p className="text-sm text-ink-muted">
        {loaderData.letter === null ? t("nonEngagement.usingDefault") : t("nonEngagement.usingCustom")}
      </p>
      {/* Keyed by the stored letter: after a save or a reset the form starts from what is stored. */}
      <LetterForm
        key={loaderData.letter ?? ""}
        stored={loaderData.letter}
        defaultLetter={loaderData.defaultLetter}
        lastResult={actionData?.result}
      />
    </div>
  );
}

function LetterForm({
  stored,
  defaultLetter,
  lastResult,
}: {
  stored: string | null;
  defaultLetter: string;
  lastResult: LastResult;
}) {
  const { t } = useTranslation("settings");
  const [form, fields] = useDeferredForm(
    () =>
      import("~/features/organizations/non-engagement-schemas.ts").then(
        (module) => module.NonEngagementLetterFormSchema,
      ),
    {
      id: "non-engagement",
      lastResult,
      defaultValue: { letter: stored ?? defaultLetter },
    },
  );
  return (
    <PostForm form={form} ns="settings" className="flex flex-col gap-3">
      <TextareaField
        field={fields.letter}
        label={t("nonEngagement.label")}
        required
        textareaProps={{
          rows: 16,
          maxLength: nonEngagementLetterMaxLength,
          className: "font-mono text-sm",
        }}
      />
      <p className="text-sm text-ink-muted">
        {t("nonEngagement.placeholders", {
          placeholders: "{{clientName}}, {{firmName}}, {{matterNumber}}",
        })}
      </p>
      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="save" pendingIntent="save">
          {t("nonEngagement.save")}
        </SubmitButton>
        {stored !== null ? (
          <SubmitButton name="intent" value="reset" pendingIntent="reset" variant="secondary" formNoValidate>
            {t("nonEngagement.reset")}
          </SubmitButton>
        ) : null}
      </div>
    </PostForm>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

import { parseWithZod } from "@conform-to/zod/v4";
import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { SentFormPage, type SentFormProps, sentFormErrors } from "~/components/sent-form-page.tsx";
import { redirect } from "react-router";
import { Field, PostForm, SubmitButton, TextareaField } from "~/components/forms.tsx";
import { contactSales } from "~/features/billing/contact-sales.server.ts";
import { ContactSalesSchema } from "~/features/billing/contact-sales.ts";
import { readSentForm, tooManySent } from "~/lib/sent-form.server.ts";
import { clientKeyContext, userContext } from "~/lib/request-context.ts";
import type { Route } from "./+types/enterprise";

/**
 * /enterprise: contact sales (spec §2). A plain form that works without JavaScript; the enquiry
 * reaches the operator by e-mail (send-email job), then post/redirect/get to ?sent=1.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext)?.user;
  return {
    sent: new URL(request.url).searchParams.get("sent") === "1",
    defaults: { name: user?.name ?? "", email: user?.email ?? "" },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ContactSalesSchema });
  const form = readSentForm(request, submission);
  if (form.refused) return form.refused;
  const outcome = await contactSales(
    { userId: context.get(userContext)?.user.id ?? null, clientKey: context.get(clientKeyContext) },
    form.value,
  );
  if (!outcome.ok) return tooManySent(submission, outcome.retryAfterSeconds);
  return redirect("/enterprise?sent=1");
}

export default function EnterprisePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("billing");
  return (
    <SentFormPage
      title={`${t("enterprise.title")} - Parley`}
      back={{ to: "/pricing", label: t("enterprise.backToPlans") }}
      headingId="enterprise-title"
      heading={t("enterprise.title")}
      sent={loaderData.sent ? { heading: t("enterprise.sentTitle"), body: t("enterprise.sentBody") } : null}
      intro={t("enterprise.intro")}
    >
      <ContactSalesForm
        defaults={loaderData.defaults}
        lastResult={actionData?.result}
        retryAfter={actionData?.retryAfter}
      />
    </SentFormPage>
  );
}

function ContactSalesForm({ defaults, lastResult, retryAfter }: SentFormProps<{ name: string; email: string }>) {
  const { t } = useTranslation("billing");
  const [form, fields] = useDeferredForm(
    () => import("~/features/billing/contact-sales.ts").then((module) => module.ContactSalesSchema),
    {
      id: "contact-sales",
      lastResult,
      defaultValue: { ...defaults, seats: "" },
      shouldValidate: "onBlur",
    },
  );
  return (
    <PostForm
      form={form}
      ns="billing"
      {...sentFormErrors(form.errors, retryAfter, "enterprise.rateLimited")}
      noValidate
      className="flex flex-col gap-2"
    >
      <Field field={fields.name} label={t("enterprise.name")} required inputProps={{ autoComplete: "name" }} />
      <Field
        field={fields.email}
        type="email"
        label={t("enterprise.email")}
        required
        inputProps={{ autoComplete: "email" }}
      />
      <Field field={fields.firm} label={t("enterprise.firm")} required inputProps={{ autoComplete: "organization" }} />
      <Field
        field={fields.seats}
        type="number"
        label={t("enterprise.seats")}
        required
        inputProps={{ inputMode: "numeric", min: 1, step: 1 }}
      />
      <TextareaField field={fields.message} label={t("enterprise.message")} optional textareaProps={{ rows: 5 }} />
      <SubmitButton className="self-start">{t("enterprise.submit")}</SubmitButton>
    </PostForm>
  );
}

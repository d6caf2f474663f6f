import { getFormProps, useForm } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ErrorList, HiddenInputs } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Label } from "~/components/ui/label.tsx";
import { useHydrated } from "~/components/use-hydrated.ts";
import { Section } from "~/components/ui/section.tsx";

export function DeleteOrganization({
  organizationId,
  name,
  lastResult,
}: {
  organizationId: string;
  name: string;
  lastResult: LastResult;
}) {
  const { t } = useTranslation("settings");
  const hydrated = useHydrated();
  const [typed, setTyped] = useState("");
  const [form, fields] = useForm({ id: "delete-organization", lastResult });
  const errors = [...(form.errors ?? []), ...(fields.confirmName.errors ?? [])];
  return (
    <Section id="delete-title" title={t("organization.delete.title")}>
      <p className="text-sm">{t("organization.delete.warning", { name })}</p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
        <HiddenInputs values={{ intent: "delete-organization", organizationId }} />
        <Label htmlFor={fields.confirmName.id}>{t("organization.delete.confirmLabel", { name })}</Label>
        <Input
          id={fields.confirmName.id}
          name={fields.confirmName.name}
          autoComplete="off"
          value={hydrated ? typed : undefined}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={`${fields.confirmName.id}-error`}
        />
        <ErrorList id={`${fields.confirmName.id}-error`} errors={errors} ns="settings" />
        <Button type="submit" variant="danger" disabled={hydrated && typed !== name} className="self-start">
          {t("organization.delete.submit")}
        </Button>
      </Form>
    </Section>
  );
}

import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { ErrorList, Field } from "~/components/forms.tsx";
import { buttonClassName } from "~/components/ui/button.tsx";
import type { z } from "zod";
import type { IntakeConfigFormSchema } from "~/features/organizations/schemas.ts";
import { Fieldset } from "~/components/ui/fieldset.tsx";

/** What the intake editor's form holds before parsing (text, "on" checkboxes, nested lists). */
export type IntakeConfigFormValues = z.input<typeof IntakeConfigFormSchema>;

const smallButton = buttonClassName({ variant: "secondary", size: "sm" });

/**
 * The intake editor's services and their questions: repeated fields whose adding, removing and
 * moving are submit buttons (Conform list intents), so they work without JavaScript.
 */
export function IntakeServicesFieldset({
  form,
  field,
}: {
  form: FormMetadata<IntakeConfigFormValues, string[]>;
  field: FieldMetadata<IntakeConfigFormValues["services"], IntakeConfigFormValues, string[]>;
}) {
  const { t } = useTranslation("settings");
  const services = field.getFieldList();
  return (
    <Fieldset legend={t("organization.intake.services")}>
      <ol className="flex flex-col gap-4">
        {services.map((service, index) => {
          const serviceFields = service.getFieldset();
          const questions = serviceFields.questions.getFieldList();
          return (
            <li key={service.key} className="flex flex-col gap-2 rounded-md border border-line p-3">
              <Field
                field={serviceFields.name}
                label={t("organization.intake.serviceName", { number: index + 1 })}
                ns="settings"
              />
              <div className="flex flex-wrap gap-2">
                <button
                  {...form.reorder.getButtonProps({ name: field.name, from: index, to: index - 1 })}
                  disabled={index === 0}
                  className={smallButton}
                >
                  {t("organization.intake.moveUp", { number: index + 1 })}
                </button>
                <button
                  {...form.reorder.getButtonProps({ name: field.name, from: index, to: index + 1 })}
                  disabled={index === services.length - 1}
                  className={smallButton}
                >
                  {t("organization.intake.moveDown", { number: index + 1 })}
                </button>
                <button
                  {...form.remove.getButtonProps({ name: field.name, index })}
                  className={`${smallButton} text-danger`}
                >
                  {t("organization.intake.removeService", { number: index + 1 })}
                </button>
              </div>
              <p className="text-sm font-medium">{t("organization.intake.questions")}</p>
              <ol className="flex flex-col gap-2 ps-4">
                {questions.map((question, questionIndex) => (
                  <li key={question.key} className="flex items-start gap-2">
                    <div className="flex-1">
                      <Field
                        field={question}
                        label={t("organization.intake.question", { service: index + 1, number: questionIndex + 1 })}
                        ns="settings"
                      />
                    </div>
                    <button
                      {...form.remove.getButtonProps({ name: serviceFields.questions.name, index: questionIndex })}
                      className={`${smallButton} mt-6 text-danger`}
                      aria-label={t("organization.intake.removeQuestion", {
                        service: index + 1,
                        number: questionIndex + 1,
                      })}
                    >
                      ✕
                    </button>
                  </li>
                ))}
              </ol>
              <ErrorList ns="settings" id={serviceFields.questions.errorId} errors={serviceFields.questions.errors} />
              <button
                {...form.insert.getButtonProps({ name: serviceFields.questions.name, defaultValue: "" })}
                className={`${smallButton} self-start`}
              >
                {t("organization.intake.addQuestion", { number: index + 1 })}
              </button>
            </li>
          );
        })}
      </ol>
      <ErrorList ns="settings" id={field.errorId} errors={field.errors} />
      <button
        {...form.insert.getButtonProps({ name: field.name, defaultValue: { name: "", questions: [] } })}
        className={`${smallButton} self-start`}
      >
        {t("organization.intake.addService")}
      </button>
    </Fieldset>
  );
}

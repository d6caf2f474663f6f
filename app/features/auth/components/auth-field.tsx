import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";

/** A labelled input bound to a Conform field, with its translated errors below it. */
export function AuthField({
  field,
  label,
  type,
  autoComplete,
  optional = false,
  describedBy,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type: "text" | "email" | "password";
  autoComplete: string;
  optional?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation("auth");
  const errorId = `${field.id}-error`;
  const describedByIds = [field.errors ? errorId : null, describedBy ?? null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
        {optional ? <span className="font-normal text-ink-muted"> ({t("fields.optional")})</span> : null}
      </label>
      <input
        {...getInputProps(field, { type })}
        key={field.key}
        required={undefined}
        aria-required={optional ? undefined : true}
        autoComplete={autoComplete}
        aria-describedby={describedByIds}
        className="rounded-md border border-line bg-surface px-3 py-2"
      />
      <p id={errorId} className="min-h-5 text-sm text-danger">
        {field.errors?.map((error) => t(error)).join(" ")}
      </p>
    </div>
  );
}

/** Errors of the whole form (wrong password, account exists...), announced to screen readers. */
export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation("auth");
  return (
    <div id={id} role="alert" aria-live="assertive" className="min-h-0 text-sm text-danger empty:hidden">
      {errors?.map((error) => (
        <p key={error}>{t(error)}</p>
      ))}
    </div>
  );
}

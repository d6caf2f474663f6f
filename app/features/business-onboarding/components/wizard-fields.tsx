import { useTranslation } from "react-i18next";

/**
 * Plain accessible fields for the wizard (label, input, hint, error tied by aria-describedby).
 * Kept in one file so the wizard can move to the shared form kit in one change.
 */
export type FieldErrors = Record<string, string[] | undefined>;

const inputClass = "rounded-md border border-line bg-surface px-3 py-2";

export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation("business");
  return (
    <p id={id} className="min-h-5 text-sm text-danger">
      {errors?.map((error) => t(error)).join(" ")}
    </p>
  );
}

export function TextField({
  name,
  label,
  defaultValue,
  errors,
  hint,
  type = "text",
  multiline = false,
  autoComplete,
  optional = false,
}: {
  name: string;
  label: string;
  defaultValue: string;
  errors?: string[];
  hint?: string;
  type?: "text" | "email" | "tel" | "url" | "color";
  multiline?: boolean;
  autoComplete?: string;
  optional?: boolean;
}) {
  const { t } = useTranslation("business");
  const id = `field-${name.replace(/[^A-Za-z0-9]/g, "-")}`;
  const describedBy = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    defaultValue,
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": describedBy,
    className: type === "color" ? "h-10 w-20 rounded-md border border-line bg-surface" : inputClass,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optional ? <span className="font-normal text-ink-muted"> {t("fields.optional")}</span> : null}
      </label>
      {multiline ? <textarea {...common} rows={4} /> : <input {...common} type={type} autoComplete={autoComplete} />}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

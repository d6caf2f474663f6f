import { useTranslation } from "react-i18next";
import { ErrorList } from "../../../components/forms.tsx";
import { Input, Textarea } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";

/**
 * The wizard's fields on the form kit (ADR 0032): its primitives (Input, Textarea, Label) and its
 * ErrorList, wired like the kit's Field (aria-invalid, aria-describedby: error, then hint). The
 * wizard's values come from its stored draft rather than from Conform's useForm (ADR 0038), so
 * the field takes a name, a default value and the error keys of the last submission.
 */
export type FieldErrors = Record<string, string[] | undefined>;

export function fieldIdOf(name: string): string {
  return `field-${name.replace(/[^A-Za-z0-9]/g, "-")}`;
}

export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  return <ErrorList id={id} errors={errors} ns="business" />;
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
  required = false,
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
  required?: boolean;
}) {
  const { t } = useTranslation("business");
  const id = fieldIdOf(name);
  const invalid = Boolean(errors?.length);
  const describedBy = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  const common = { id, name, defaultValue, "aria-invalid": invalid || undefined, "aria-describedby": describedBy, "aria-required": required || undefined };
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-ink-muted"> {t("fields.optional")}</span> : null}
      </Label>
      {multiline ? (
        <Textarea {...common} rows={4} />
      ) : (
        <Input {...common} type={type} autoComplete={autoComplete} className={type === "color" ? "h-10 w-20 p-1" : undefined} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  type SubmissionResult,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import {
  createContext,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useContext,
} from "react";
import { useTranslation } from "react-i18next";
import { Form, type FormProps, useNavigation } from "react-router";
import { Button, type ButtonProps } from "./ui/button.tsx";
import { cx } from "./ui/class-names.ts";
import { Checkbox, Input, Select, Textarea } from "./ui/input.tsx";
import { Label } from "./ui/label.tsx";

/**
 * The form kit: Conform-bound fields (label, control, hint, translated errors) and submit buttons,
 * built on the primitives of ./ui. Client-safe; every control is native, so forms work without
 * JavaScript. Errors are i18n keys, as the shared zod schemas produce them: a key with a namespace
 * ("errors:email.invalid") is translated as is, a bare key in `ns` (the page's namespace).
 *
 * Conventions the fields keep for every form:
 * - Conform's native constraints (required, min/max, lengths, pattern) are left out, so the same
 *   translated message shows with and without JavaScript; `required` marks the control
 *   `aria-required` instead, and `inputProps` may set a native `maxLength` on purpose;
 * - the control gets `aria-invalid` and `aria-describedby` (error, then hint) from Conform, and the
 *   error line below it (`<id>-error`) is always rendered, so the layout does not jump.
 */

/** What a form shows of its last submission: the action's Conform reply, if there was one. */
export type LastResult = SubmissionResult<string[]> | undefined;

/** Any Conform field, whatever its value type. */
export type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

type ErrorKeys = string[] | null | undefined;

/**
 * What a PostForm tells the kit parts inside it: the namespace of bare error keys (for fields that
 * name none), and the form's intent (the submission a SubmitButton inside it waits on).
 */
const PostFormContext = createContext<{ ns?: string; intent?: string }>({});

function useTranslatedErrors(
  errors: ErrorKeys,
  ns: string | undefined,
  values: Record<string, unknown> | undefined,
): string[] {
  const { ns: formNamespace } = useContext(PostFormContext);
  const { t } = useTranslation(ns ?? formNamespace ?? "errors");
  return (errors ?? []).map((error) => (values ? t(error, values) : t(error)));
}

type ErrorListProps = {
  id?: string;
  errors: ErrorKeys;
  /** Namespace of bare error keys (default `errors`). */
  ns?: string;
  /** Interpolation values for the messages ({ host: "example.com" }). */
  values?: Record<string, unknown>;
  className?: string;
};

/** The translated errors of one field, on the line below it (it keeps its height while empty). */
export function ErrorList({ id, errors, ns, values, className }: ErrorListProps) {
  const texts = useTranslatedErrors(errors, ns, values);
  return (
    <p id={id} className={cx("min-h-5 text-sm text-danger", className)}>
      {texts.join(" ")}
    </p>
  );
}

/** The errors of a whole form (wrong password, no permission...), announced as an alert; hidden while empty. */
export function FormErrors({ id, errors, ns, values, className }: ErrorListProps) {
  const texts = useTranslatedErrors(errors, ns, values);
  return (
    <div id={id} role="alert" className={cx("text-sm text-danger empty:hidden", className)}>
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

/** Hidden inputs of a form by name; a null or undefined value leaves its input out. */
type HiddenValues = Record<string, string | null | undefined>;

/**
 * A form of the kit: a real `<Form method="post">` with Conform's props (id, noValidate once
 * hydrated, onSubmit), its `intent` and other `hiddenFields` as hidden inputs, then the form's
 * errors (`FormErrors`, translated in `ns`) above the fields given as children. A form with a
 * `heading` (a settings card's h3, id `<form id>-title`) starts with it and is labelled by it. `ns` is also the
 * namespace of the bare error keys of every field inside the form that names none of its own, and
 * a SubmitButton inside waits on the form's `intent`. `errors` replaces
 * the form's own errors (a page adding one of its own, such as a rate limit).
 */
export function PostForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  hiddenFields,
  ns,
  errors,
  errorValues,
  errorClassName,
  heading,
  children,
  ...props
}: Omit<FormProps, "method" | "id"> & {
  form: FormMetadata<Schema, string[]>;
  heading?: ReactNode;
  intent?: string;
  hiddenFields?: HiddenValues;
  ns?: string;
  errors?: ErrorKeys;
  errorValues?: Record<string, unknown>;
  errorClassName?: string;
}) {
  const headingId = heading ? `${form.id}-title` : undefined;
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby={headingId} {...props}>
      {heading ? (
        <h3 id={headingId} className="text-lg font-semibold">
          {heading}
        </h3>
      ) : null}
      <HiddenInputs values={{ intent, ...hiddenFields }} />
      <FormErrors
        id={form.errorId}
        errors={errors === undefined ? form.errors : errors}
        ns={ns}
        values={errorValues}
        className={errorClassName}
      />
      <PostFormContext.Provider value={{ ns, intent }}>{children}</PostFormContext.Provider>
    </Form>
  );
}

/** Hidden inputs for the values that are set, in order. */
export function HiddenInputs({ values }: { values: HiddenValues }) {
  return Object.entries(values).map(([name, value]) =>
    value === null || value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
  );
}

type FieldFrame = {
  /** The Conform field (from `useForm`'s fields). */
  field: AnyField;
  label: ReactNode;
  /** A short help text below the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Marks the control aria-required (the schema enforces it). */
  required?: boolean;
  /** Adds "(optional)" after the label. */
  optional?: boolean;
  /** Ids of other elements describing the control (a strength meter), after the error and hint. */
  describedBy?: string;
  /** Namespace of bare error keys. */
  ns?: string;
  /** Interpolation values for the error messages. */
  errorValues?: Record<string, unknown>;
  /** Classes of the wrapper (grid placement such as `sm:col-span-2`). */
  className?: string;
};

/** What the frame needs of a field: Conform's metadata has it, and UnboundField builds it. */
type FrameField = Pick<AnyField, "id" | "errorId" | "errors">;
type ShellFrame = Omit<FieldFrame, "field"> & { field: FrameField };

const hintIdOf = (field: FrameField, hint: ReactNode) => (hint ? `${field.id}-hint` : undefined);
const describedByOf = (field: FrameField, hint: ReactNode, describedBy: string | undefined) =>
  [hintIdOf(field, hint), describedBy].filter(Boolean).join(" ") || undefined;

function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: ReactNode; optional?: boolean }) {
  const { t } = useTranslation("common");
  return (
    <Label htmlFor={htmlFor}>
      {label}
      {optional ? <span className="font-normal text-ink-muted"> ({t("forms.optional")})</span> : null}
    </Label>
  );
}

function FieldFooter({ field, hint, ns, errorValues }: Pick<ShellFrame, "field" | "hint" | "ns" | "errorValues">) {
  return (
    <>
      {hint ? (
        <p id={hintIdOf(field, hint)} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} ns={ns} values={errorValues} />
    </>
  );
}

/** Label above, control, then hint and error line: the frame of every labelled field. */
function FieldShell({ frame, children }: { frame: ShellFrame; children: ReactNode }) {
  return (
    <div className={cx("flex flex-col gap-1", frame.className)}>
      <FieldLabel htmlFor={frame.field.id} label={frame.label} optional={frame.optional} />
      {children}
      <FieldFooter field={frame.field} hint={frame.hint} ns={frame.ns} errorValues={frame.errorValues} />
    </div>
  );
}

/** Conform's control props without its native constraints, and with aria-required from `required`. */
function controlProps<T extends object>(props: T, frame: FieldFrame) {
  const {
    required: _required,
    min: _min,
    max: _max,
    minLength: _minLength,
    maxLength: _maxLength,
    pattern: _pattern,
    ...rest
  } = props as T & Record<string, unknown>;
  return { ...rest, "aria-required": frame.required || undefined } as Omit<
    T,
    "required" | "min" | "max" | "minLength" | "maxLength" | "pattern"
  >;
}

const ariaOf = (frame: FieldFrame) => ({ ariaDescribedBy: describedByOf(frame.field, frame.hint, frame.describedBy) });

type InputType = "text" | "email" | "password" | "url" | "tel" | "number" | "search" | "date";

/** A labelled text-like input bound to a Conform field. `inputProps` adds attributes (autoComplete, inputMode, maxLength...). */
export function Field({
  type = "text",
  inputProps,
  ...frame
}: FieldFrame & {
  type?: InputType;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "form" | "defaultValue">;
}) {
  return (
    <FieldShell frame={frame}>
      <Input
        {...controlProps(getInputProps(frame.field, { type, ...ariaOf(frame) }), frame)}
        key={frame.field.key}
        {...inputProps}
      />
    </FieldShell>
  );
}

/**
 * A labelled text-like input, or text area (`multiline`), for a form not bound to Conform (the
 * business wizard reads its values from a stored draft, ADR 0038): a name, a default value and the
 * error keys of the last submission. Framed and wired like Field (id `field-<name>`, aria-invalid,
 * aria-describedby: error, then hint).
 */
export function UnboundField({
  name,
  defaultValue,
  errors,
  type = "text",
  multiline = false,
  inputProps,
  ...frame
}: Omit<FieldFrame, "field"> & {
  name: string;
  defaultValue: string;
  errors?: string[];
  type?: InputType | "color";
  multiline?: boolean;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "form" | "defaultValue">;
}) {
  const id = `field-${name.replace(/[^A-Za-z0-9]/g, "-")}`;
  const field: FrameField = { id, errorId: `${id}-error`, errors };
  const invalid = Boolean(errors?.length);
  const describedBy =
    [invalid ? field.errorId : null, describedByOf(field, frame.hint, frame.describedBy)].filter(Boolean).join(" ") ||
    undefined;
  const common = {
    id,
    name,
    defaultValue,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
    "aria-required": frame.required || undefined,
  };
  return (
    <FieldShell frame={{ ...frame, field }}>
      {multiline ? (
        <Textarea {...common} rows={4} />
      ) : (
        <Input {...common} type={type} className={type === "color" ? "h-10 w-20 p-1" : undefined} {...inputProps} />
      )}
    </FieldShell>
  );
}

/** A labelled multi-line input bound to a Conform field. */
export function TextareaField({
  textareaProps,
  ...frame
}: FieldFrame & {
  textareaProps?: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "form" | "defaultValue">;
}) {
  return (
    <FieldShell frame={frame}>
      <Textarea
        {...controlProps(getTextareaProps(frame.field, ariaOf(frame)), frame)}
        key={frame.field.key}
        {...textareaProps}
      />
    </FieldShell>
  );
}

/** A labelled native select bound to a Conform field; pass the <option> elements as children. */
export function SelectField({
  selectProps,
  children,
  ...frame
}: FieldFrame & {
  selectProps?: Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "form" | "defaultValue">;
  children: ReactNode;
}) {
  return (
    <FieldShell frame={frame}>
      <Select
        {...controlProps(getSelectProps(frame.field, ariaOf(frame)), frame)}
        key={frame.field.key}
        {...selectProps}
      >
        {children}
      </Select>
    </FieldShell>
  );
}

/**
 * A native checkbox with its label to the right, bound to a Conform boolean field. The label may hold
 * links (terms, privacy); `labelClassName` sets its text size.
 */
export function CheckboxField({
  labelClassName,
  ...frame
}: Omit<FieldFrame, "optional"> & { labelClassName?: string }) {
  const { field } = frame;
  return (
    <div className={cx("flex flex-col gap-1", frame.className)}>
      <div className="flex items-start gap-2">
        <Checkbox
          {...controlProps(getInputProps(field, { type: "checkbox", ...ariaOf(frame) }), frame)}
          key={field.key}
          className="mt-1"
        />
        <label htmlFor={field.id} className={labelClassName}>
          {frame.label}
        </label>
      </div>
      <FieldFooter field={field} hint={frame.hint} ns={frame.ns} errorValues={frame.errorValues} />
    </div>
  );
}

/**
 * Whether a submission of this page is under way (JavaScript only; always false without it).
 * With `intent`, only a submission carrying that `intent` value counts.
 */
export function useIsPending({ intent }: { intent?: string } = {}): boolean {
  const navigation = useNavigation();
  if (navigation.state !== "submitting") return false;
  return intent === undefined || navigation.formData?.get("intent") === intent;
}

/**
 * A submit button that is disabled, marked busy and relabelled (`pendingLabel`) while its
 * submission is under way. A button with name="intent" watches its own value, a button inside a
 * PostForm with an `intent` that form's; when the intent is a hidden input of another form, pass
 * it as `pendingIntent`.
 */
export function SubmitButton({
  pendingIntent,
  pendingLabel,
  children,
  ...props
}: Omit<ButtonProps, "type" | "pending"> & { pendingIntent?: string; pendingLabel?: ReactNode }) {
  const ownIntent = props.name === "intent" && typeof props.value === "string" ? props.value : undefined;
  const { intent: formIntent } = useContext(PostFormContext);
  const pending = useIsPending({ intent: pendingIntent ?? ownIntent ?? formIntent });
  return (
    <Button {...props} type="submit" pending={pending}>
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}

import { type FieldMetadata, type FormMetadata, useForm } from "@conform-to/react";

/**
 * Conform's `useForm`, whose fields are plain objects when the form is drawn on the server
 * (ADR 0131). Conform's field metadata is a Proxy that, on every read of a property, builds a new
 * Proxy and copies its subscription object, so a re-render in the browser happens only for the
 * properties a render read. The server draws a form once and never re-renders it, so there it
 * pays for nothing: the contact form read its fields about 150 times per intake page.
 *
 * On the server the fields are read from the same state `useForm` has just built (its default
 * value, `lastResult`, its errors and constraints), once per field; the properties Conform computes
 * on demand (value, valid, dirty, allErrors, nested fieldsets and lists) are Conform's own, read
 * from its proxy. In the browser, and wherever that state cannot be found, this is `useForm`
 * itself. The markup is the same either way (lean-form.test.tsx compares them).
 */
export function useLeanForm<Schema extends Record<string, unknown>, FormValue = Schema>(
  options: Parameters<typeof useForm<Schema, FormValue, string[]>>[0],
): [FormMetadata<Schema, string[]>, ReturnType<FormMetadata<Schema, string[]>["getFieldset"]>] {
  const [form, fields] = useForm<Schema, FormValue, string[]>(options);
  if (!drawnOnServer) return [form, fields];
  const state = formState(form);
  return state ? [form, plainFieldset(fields, state, form.id)] : [form, fields];
}

/** No document: React is rendering to HTML (the server, or a test rendering to a string). */
const drawnOnServer = typeof document === "undefined";

/** What this module reads of Conform's form state (@conform-to/dom's FormState). */
type FormStateView = {
  initialValue: Record<string, unknown>;
  error: Record<string, string[] | undefined>;
  key: Record<string, string | undefined>;
  constraint: Record<string, Record<string, unknown> | undefined>;
};

/**
 * The state behind `form`: `form.context` wraps Conform's form context under a private symbol
 * (it is what FormProvider unwraps). Null if it is not there as expected (another Conform).
 */
function formState(form: { context: unknown }): FormStateView | null {
  const wrapped = form.context as unknown as Record<symbol, { getState?: () => FormStateView } | undefined>;
  const [symbol, ...others] = Object.getOwnPropertySymbols(wrapped);
  const context = symbol && others.length === 0 ? wrapped[symbol] : undefined;
  return typeof context?.getState === "function" ? context.getState() : null;
}

/** The fieldset as plain field objects, each made on its first read. */
function plainFieldset<Fieldset extends object>(fields: Fieldset, state: FormStateView, formId: string): Fieldset {
  const made = new Map<string, object>();
  const live = fields as Record<string, FieldMetadata | undefined>;
  return new Proxy(fields, {
    get(target, name, receiver) {
      if (typeof name !== "string") return Reflect.get(target, name, receiver);
      let field = made.get(name);
      const conformField = field ? undefined : live[name];
      if (conformField) {
        field = plainField(conformField, state, formId, name);
        made.set(name, field);
      }
      return field ?? conformField;
    },
  });
}

/**
 * One field's metadata as Conform's getMetadata and getFieldMetadata give it (context.mjs of
 * @conform-to/react 1.21), the values read from the state once; the rest from Conform's proxy.
 */
function plainField(live: FieldMetadata, state: FormStateView, formId: string, name: string): FieldMetadata {
  const id = `${formId}-${name}`;
  const initialValue = state.initialValue[name];
  const constraint = state.constraint[name];
  const field = {
    id,
    name,
    formId,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    initialValue,
    defaultValue:
      typeof initialValue === "string" ? initialValue : Array.isArray(initialValue) ? initialValue[0] : undefined,
    errors: state.error[name],
    key: state.key[name],
    required: constraint?.required,
    minLength: constraint?.minLength,
    maxLength: constraint?.maxLength,
    min: constraint?.min,
    max: constraint?.max,
    step: constraint?.step,
    pattern: constraint?.pattern,
    multiple: constraint?.multiple,
    accept: constraint?.accept,
  };
  // Read from Conform's proxy when used, as Conform computes them on demand.
  // (getFieldset and getFieldList are on object and array fields only.)
  const onDemand = live as unknown as Record<(typeof computedOnDemand)[number], unknown>;
  for (const key of computedOnDemand) {
    Object.defineProperty(field, key, { get: () => onDemand[key], enumerable: true });
  }
  return field as unknown as FieldMetadata;
}

/** The properties of a field that Conform computes from the live form state when they are read. */
const computedOnDemand = [
  "defaultOptions",
  "defaultChecked",
  "value",
  "allErrors",
  "valid",
  "dirty",
  "getFieldset",
  "getFieldList",
] as const;

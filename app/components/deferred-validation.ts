import { parse, type Submission, useForm } from "@conform-to/react";
import { useEffect, useRef } from "react";
import type { z } from "zod";

type Validate<Input, Output> = (formData: FormData) => Submission<Input, string[], Output>;

/**
 * Conform's `onValidate` for a form whose zod schema stays out of the page's first load (ADR 0073).
 * The schema (with zod and Conform's zod adapter) is imported once the form has mounted in the
 * browser, then every blur, input and submit runs the same `parseWithZod` as before: the same rules
 * and the same message keys as the action's. Until it has arrived (the first instants after
 * hydration) a check lets everything through, so a submit goes to the server, which validates
 * with the same schema and answers the same messages; without JavaScript nothing changes.
 *
 * `loadSchema` is a dynamic import, e.g. `() => import("~/schemas.ts").then((m) => m.SignInSchema)`;
 * `deps` are the values it reads (a schema built from props), so it is loaded again when they change.
 */
export function useDeferredValidation<Schema extends z.ZodType>(
  loadSchema: () => Promise<Schema>,
  deps: readonly unknown[] = [],
): ((context: { formData: FormData }) => Submission<z.input<Schema>, string[], z.output<Schema>>) & {
  pending: () => Promise<unknown> | null;
} {
  const validate = useRef<Validate<z.input<Schema>, z.output<Schema>> | null>(null);
  const loading = useRef<Promise<unknown> | null>(null);
  const load = useRef(loadSchema);
  load.current = loadSchema;
  // biome-ignore lint/correctness/useExhaustiveDependencies: deps are the caller's, as in useMemo.
  useEffect(() => {
    let current = true;
    const loaded = Promise.all([load.current(), import("@conform-to/zod/v4")]).then(
      ([schema, { parseWithZod }]) => {
        if (current) validate.current = (formData) => parseWithZod(formData, { schema });
      },
      // A schema that cannot load leaves the checking to the server, as before it arrives.
      () => {
        if (current) loading.current = null;
      },
    );
    loading.current = loaded;
    return () => {
      current = false;
    };
  }, deps);
  const check = ({ formData }: { formData: FormData }) =>
    validate.current
      ? validate.current(formData)
      : (parse(formData, { resolve: (value) => ({ value: value as z.output<Schema> }) }) as Submission<
          z.input<Schema>,
          string[],
          z.output<Schema>
        >);
  /** While the schema is on its way: the promise of its arrival; null once it is here (or cannot come). */
  const pending = () => (validate.current ? null : loading.current);
  return Object.assign(check, { pending });
}

/** A form's schema: an object (or a union of objects) of fields. */
type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

type DeferredFormOptions<Schema extends FormSchema> = Omit<
  Parameters<typeof useForm<z.input<Schema>, z.output<Schema>, string[]>>[0],
  "onValidate"
>;

/**
 * Conform's `useForm` for the form kit: validated in the browser by the deferred schema
 * (`useDeferredValidation`), first on submit (Conform's default; a form may say `shouldValidate:
 * "onBlur"`), and revalidated on input once a field has shown an error unless the form says
 * otherwise (`shouldRevalidate`). `loadSchema` and `deps` are as for useDeferredValidation.
 */
export function useDeferredForm<Schema extends FormSchema>(
  loadSchema: () => Promise<Schema>,
  options: DeferredFormOptions<Schema>,
  deps: readonly unknown[] = [],
) {
  const onValidate = useDeferredValidation(loadSchema, deps);
  const { onSubmit } = options;
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    shouldRevalidate: "onInput",
    ...options,
    onValidate,
    // A submit in the first instants after hydration waits for the schema, then goes again, so the
    // browser checks it as every later submit (no round trip for a form the page can judge itself).
    onSubmit(event, context) {
      const arriving = onValidate.pending();
      if (arriving) {
        event.preventDefault();
        const form = event.currentTarget;
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        void arriving.then(() =>
          form.requestSubmit(
            submitter instanceof HTMLElement && "form" in submitter && submitter.form === form ? submitter : undefined,
          ),
        );
        return;
      }
      onSubmit?.(event, context);
    },
  });
}

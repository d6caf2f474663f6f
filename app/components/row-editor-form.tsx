import type { FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PostForm, SubmitButton } from "./forms.tsx";
import { buttonClassName } from "./ui/button.tsx";
import { Section } from "./ui/section.tsx";

/**
 * The add-or-edit form under a settings list (the lawyer directory, the limitation periods): a
 * section (`id` is its anchor, `<id>-title` its heading's id) holding a two-column PostForm that
 * carries the edited row's id in `hiddenFields` and posts the intent "create", or "update" while
 * `editing`; the fields come as children, then the submit button and, while editing, a Cancel
 * link back to `action` (the page).
 */
export function RowEditorForm<Schema extends Record<string, unknown>>({
  form,
  id,
  title,
  editing,
  hiddenFields,
  ns,
  action,
  submitLabel,
  cancelLabel,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  id: string;
  title: ReactNode;
  editing: boolean;
  hiddenFields: Record<string, string | undefined>;
  ns: string;
  action: string;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <Section id={`${id}-title`} anchor={id} title={title}>
      <PostForm
        form={form}
        hiddenFields={hiddenFields}
        ns={ns}
        errorClassName="sm:col-span-2"
        action={action}
        className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2"
      >
        {children}
        <div className="flex gap-3 sm:col-span-2">
          <SubmitButton name="intent" value={editing ? "update" : "create"}>
            {submitLabel}
          </SubmitButton>
          {editing ? (
            <Link to={action} className={buttonClassName({ variant: "secondary" })}>
              {cancelLabel}
            </Link>
          ) : null}
        </div>
      </PostForm>
    </Section>
  );
}

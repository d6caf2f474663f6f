import type { ReactNode } from "react";

/**
 * A page that says one thing (an error, 'Not Available', a load that failed): centred on the
 * screen, its title as the document title and the <h1>, an optional line under it, and the way on
 * (a link or a button) as children. `alert` announces the heading and line as soon as the page
 * shows; `data` marks which page it is (`data-error-kind`, `data-failure`).
 */
export function MessagePage({
  title,
  body,
  alert = false,
  data,
  children,
}: {
  title: string;
  body?: ReactNode;
  alert?: boolean;
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh w-full max-w-xl flex-col items-center justify-center gap-4 p-6 text-center"
      {...data}
    >
      <title>{title}</title>
      <div role={alert ? "alert" : undefined} className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {body ? <p className="text-ink-muted">{body}</p> : null}
      </div>
      {children}
    </main>
  );
}

import { deferredPart } from "~/components/deferred-part.tsx";
import type { OrganizationNotFound } from "./organization-not-found.tsx";

/**
 * The page for an organization that does not exist, as a deferred part (ADR 0108, 0136): rendered
 * on the server and hydrated as before, its code not in the first load of the intake and lawyers
 * pages, which show it only for a wrong address. A loader that answers "not found" awaits
 * `loadOrganizationNotFound` before the server renders; the browser loads the code before
 * hydrating a page that shows it.
 */
const notFound = deferredPart("organization-not-found", () =>
  import("./organization-not-found.tsx").then((module) => module.OrganizationNotFound),
);
export const loadOrganizationNotFound = notFound.load;

export function OrganizationNotFoundPart(props: Parameters<typeof OrganizationNotFound>[0]) {
  return (
    <div className="contents" {...notFound.marker}>
      <notFound.Part {...props} />
    </div>
  );
}

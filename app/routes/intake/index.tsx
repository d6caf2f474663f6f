import { data, redirect } from "react-router";
import { db } from "../../../db/client.ts";
import { OrganizationNotFound } from "../../features/organizations/components/organization-not-found.tsx";
import { WelcomeHeader } from "../../features/organizations/components/welcome-header.tsx";
import { getPublicOrganization } from "../../features/organizations/get-public-organization.server.ts";
import { intakeCanonicalUrl, resolveIntakeTarget } from "../../features/organizations/intake-host.server.ts";
import { intakeDescription, intakeTitle } from "../../features/organizations/intake-meta.ts";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = resolveIntakeTarget(url);
  if (target.kind === "redirect") throw redirect(target.location);
  const organization = await getPublicOrganization(db, target.slug);
  if (!organization) {
    return data({ found: false as const, requested: target.slug, pageUrl: url.pathname + url.search }, { status: 404 });
  }
  return { found: true as const, organization, canonical: intakeCanonicalUrl(url, organization.slug, target.fixedHost) };
}

export default function IntakePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <OrganizationNotFound requested={loaderData.requested} retryHref={loaderData.pageUrl} />;
  const { organization } = loaderData;
  return (
    <div
      className="flex min-h-dvh flex-col"
      style={{ "--brand": organization.config.brandColor, "--accent": organization.config.accentColor } as React.CSSProperties}
    >
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-8">
        <WelcomeHeader organization={organization} />
      </main>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const organization = loaderData?.found ? loaderData.organization : null;
  const title = intakeTitle(organization);
  const description = intakeDescription(organization);
  const tags: ReturnType<Route.MetaFunction> = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { name: "twitter:card", content: organization?.profileImage ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (!loaderData?.found) return [...tags, { name: "robots", content: "noindex" }];
  tags.push(
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
    { property: "og:url", content: loaderData.canonical },
    { property: "og:site_name", content: loaderData.organization.name },
  );
  if (organization?.profileImage) {
    tags.push({ property: "og:image", content: organization.profileImage }, { name: "twitter:image", content: organization.profileImage });
  }
  return tags;
};

import { useTranslation } from "react-i18next";
import { data, Form, redirect, useNavigate, useNavigation } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button.tsx";
import { Input, Select } from "~/components/ui/input.tsx";
import { FilterField, SearchFilter } from "~/components/ui/filter-field.tsx";
import { useHydrated } from "~/components/use-hydrated.ts";
import { getIntakeSession } from "~/features/conversations/intake-sessions.server.ts";
import { openConversation } from "~/features/conversations/conversations.server.ts";
import { LawyerCardList } from "~/features/lawyers/components/lawyer-card-list.tsx";
import { LawyerContactModal } from "~/features/lawyers/components/lawyer-contact-modal.tsx";
import { chooseLawyer } from "~/features/lawyers/contact-through-app.server.ts";
import { getDirectoryLawyer } from "~/features/lawyers/get-directory-lawyer.server.ts";
import { chatHref, contactHref, lawyersHref } from "~/features/lawyers/lawyer-links.ts";
import { parseSearchParams } from "~/features/lawyers/schemas.ts";
import { searchLawyers } from "~/features/lawyers/search-lawyers.server.ts";
import {
  loadOrganizationNotFound,
  OrganizationNotFoundPart,
} from "~/features/organizations/components/organization-not-found-part.tsx";
import { lookUpPublicOrganization } from "~/features/organizations/get-public-organization.server.ts";
import { resolveIntakeTarget } from "~/features/organizations/intake-host.server.ts";
import { DomainError } from "~/lib/errors.ts";
import { isSameOriginRequest } from "~/lib/origin-check.server.ts";
import type { Route } from "./+types/index";
import { Section } from "~/components/ui/section.tsx";
import { readIntakeCredentials } from "~/lib/intake-cookie.server.ts";

/**
 * /lawyers: the firm's lawyer directory for visitors (issue 6; the workspace's Find Lawyer). The
 * organization follows the intake page's host rules. A GET form searches; ?contact=<id> renders the
 * contact modal on the server; Contact Through App posts here and returns to the chat.
 */
async function organizationFor(request: Request) {
  const url = new URL(request.url);
  const target = resolveIntakeTarget(url);
  if (target.kind === "redirect") {
    const params = new URL(target.location, url.origin).searchParams;
    throw redirect(`/lawyers?${params.toString()}`);
  }
  return {
    organization: await lookUpPublicOrganization(target.slug),
    requested: target.slug,
    fixedHost: target.fixedHost,
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { organization, requested } = await organizationFor(request);
  if (!organization) {
    await loadOrganizationNotFound();
    return data({ found: false as const, requested, pageUrl: url.pathname + url.search }, { status: 404 });
  }
  const { query, invalid } = parseSearchParams(url.searchParams);
  const contactId = url.searchParams.get("contact");
  const [results, contact] = await Promise.all([
    searchLawyers({ organizationId: organization.id }, query),
    contactId ? getDirectoryLawyer({ organizationId: organization.id }, contactId) : Promise.resolve(null),
  ]);
  const payload = {
    found: true as const,
    organization: {
      id: organization.id,
      slug: organization.slug,
      name: organization.name,
      services: organization.config.availableServices,
    },
    query,
    invalid,
    results,
    contact,
    contactMissing: contactId !== null && contact === null,
  };
  // Another organization's lawyer, or none: the results still show, with status 404.
  return data(payload, { status: payload.contactMissing ? 404 : invalid.length > 0 ? 400 : 200 });
}

export async function action({ request }: Route.ActionArgs) {
  const { organization } = await organizationFor(request);
  if (!organization) throw data(null, { status: 404 });
  const form = await request.formData();
  if (!isSameOriginRequest(request)) return data({ contactError: "crossSite" as const }, { status: 403 });
  if (form.get("intent") !== "contact-through-app") return data({ contactError: "unknown" as const }, { status: 400 });
  const lawyerId = String(form.get("lawyerId") ?? "");
  const current = await getIntakeSession(await readIntakeCredentials(request), organization.id);
  if (!current) return data({ contactError: "needsChat" as const }, { status: 409 });
  const conversation = await openConversation(current.session);
  try {
    await chooseLawyer({ organizationId: organization.id, conversationId: conversation.id }, lawyerId);
  } catch (error) {
    if (error instanceof DomainError && error.code === "NOT_FOUND")
      return data({ contactError: "notFound" as const }, { status: 404 });
    throw error;
  }
  return redirect(chatHref(organization.slug), { status: 303 });
}

/** The free-text filters of the search form after the practice area, with their length limits. */
const textFilters = [
  { name: "location", maxLength: 120 },
  { name: "language", maxLength: 60 },
] as const;

export default function LawyersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("lawyers");
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  if (!loaderData.found)
    return <OrganizationNotFoundPart requested={loaderData.requested} retryHref={loaderData.pageUrl} />;
  const { organization, query, results, contact } = loaderData;
  const resultsHref = lawyersHref(organization.slug, query);
  const searching =
    navigation.state === "loading" &&
    navigation.location?.pathname === "/lawyers" &&
    !new URLSearchParams(navigation.location.search).has("contact");
  const contactError = actionData?.contactError
    ? { message: t(`contact.errors.${actionData.contactError}`), chatHref: chatHref(organization.slug) }
    : null;
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">{t("page.title")}</h1>
          <p className="text-sm text-ink-muted">{t("page.intro", { organization: organization.name })}</p>
        </div>
        <a href={chatHref(organization.slug)} className={buttonClassName({ variant: "secondary", size: "sm" })}>
          {t("page.backToChat")}
        </a>
      </header>
      <main id="main" className="flex flex-col gap-6">
        <Form
          method="get"
          action="/lawyers"
          role="search"
          aria-label={t("search.label")}
          className="grid grid-cols-1 gap-3 rounded-lg border border-line p-4 sm:grid-cols-2"
        >
          <input type="hidden" name="organizationId" value={organization.slug} />
          <SearchFilter
            label={t("search.q")}
            placeholder={t("search.qPlaceholder")}
            value={query.q}
            className="sm:col-span-2"
          />
          <FilterField label={t("search.practiceArea")}>
            <Select name="practiceArea" defaultValue={query.practiceArea ?? ""}>
              <option value="">{t("search.anyPracticeArea")}</option>
              {organization.services.map((service) => (
                <option key={service} value={service}>
                  {service}
                </option>
              ))}
              {query.practiceArea && !organization.services.includes(query.practiceArea) ? (
                <option value={query.practiceArea}>{query.practiceArea}</option>
              ) : null}
            </Select>
          </FilterField>
          {textFilters.map(({ name, maxLength }) => (
            <FilterField key={name} label={t(`search.${name}`)}>
              <Input
                name={name}
                defaultValue={query[name] ?? ""}
                maxLength={maxLength}
                placeholder={t(`search.${name}Placeholder`)}
              />
            </FilterField>
          ))}
          <FilterField label={t("search.maxFee")}>
            <Input name="maxFee" type="number" min={0} step={1} inputMode="numeric" defaultValue={query.maxFee ?? ""} />
          </FilterField>
          {loaderData.invalid.length > 0 ? (
            <p role="alert" className="text-sm text-danger sm:col-span-2">
              {t("search.invalid")}
            </p>
          ) : null}
          <div className="flex gap-3 sm:col-span-2">
            <Button type="submit" aria-busy={searching || undefined}>
              {t("search.submit")}
            </Button>
            <a href={lawyersHref(organization.slug)} className={buttonClassName({ variant: "secondary" })}>
              {t("search.clear")}
            </a>
          </div>
        </Form>

        <Section id="lawyer-results-heading" title={t("results.label")}>
          {loaderData.contactMissing ? (
            <p role="alert" className="rounded-md border border-danger/40 p-3 text-sm text-danger">
              {t("contact.errors.notFound")}
            </p>
          ) : null}
          <LawyerCardList
            lawyers={results.lawyers}
            total={results.total}
            contactHref={(lawyer) => contactHref(organization.slug, query, lawyer.id)}
            onContact={(lawyer) =>
              void navigate(contactHref(organization.slug, query, lawyer.id), { preventScrollReset: true })
            }
            searchAgainHref={`${lawyersHref(organization.slug)}#main`}
          />
        </Section>
      </main>
      {contact ? (
        <LawyerContactModal
          lawyer={contact}
          closeHref={resultsHref}
          onClose={hydrated ? () => void navigate(resultsHref, { preventScrollReset: true }) : undefined}
          contactAction={contactHref(organization.slug, query, contact.id)}
          contactError={contactError}
        />
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const name = loaderData?.found ? loaderData.organization.name : null;
  return [{ title: name ? `Find a Lawyer - ${name}` : "Find a Lawyer" }, { name: "robots", content: "noindex" }];
};

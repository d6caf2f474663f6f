import { readFileSync } from "node:fs";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { normalizeContactFormConfig } from "~/features/intake/contact-form.ts";
import { withPhoneField } from "~/features/intake/contact-form-phone.server.ts";
import { ContactFormBlock } from "./contact-form-block.tsx";

const en = (namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../../../../locales/en/${namespace}.json`, import.meta.url), "utf8"));
const i18n = createInstance();
await i18n.use(initReactI18next).init({
  lng: "en",
  ns: ["chat", "errors", "common"],
  defaultNS: "chat",
  resources: { en: { chat: en("chat"), errors: en("errors"), common: en("common") } },
  interpolation: { escapeValue: false },
});

const render = (node: ReactNode) => {
  const Stub = createRoutesStub([{ path: "/", Component: () => <>{node}</> }]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Stub />
    </I18nextProvider>,
  );
};
const config = normalizeContactFormConfig({ fields: ["name", "email", "phone"] });

describe("the chat's contact form", () => {
  it("posts the visitor's details to the action it is given", () => {
    const html = render(<ContactFormBlock config={config} action="/?index" submitted={false} lastResult={undefined} />);
    expect(html).toMatch(/<form[^>]*action="\/\?index" method="post"/);
    expect(html).toContain('name="email"');
    expect(html).not.toContain("Contact Form Error");
  });

  it("without an action to post to, says the form is misconfigured instead of showing a form that goes nowhere", () => {
    const html = render(<ContactFormBlock config={config} action={null} submitted={false} lastResult={undefined} />);
    expect(html).not.toContain("<form");
    expect(html).not.toContain('name="email"');
    expect(html).toContain('role="alert"');
    expect(html).toContain("Contact Form Error");
    expect(html).toContain("Invalid configuration. Please check the form setup.");
  });

  it("shows the assistant's British number under +44 in its national format, split by the server", () => {
    const split = withPhoneField(
      normalizeContactFormConfig({ fields: ["name", "phone"], initialValues: { phone: "+44 20 7946 0958" } }),
    );
    // Through JSON, as the page's loader data and the stream carry it.
    const html = render(
      <ContactFormBlock
        config={normalizeContactFormConfig(JSON.parse(JSON.stringify(split)))}
        action="/?index"
        submitted={false}
        lastResult={undefined}
      />,
    );
    expect(html).toMatch(/<option value="GB" selected="">/);
    expect(html).toContain('value="020 7946 0958"');
  });
});

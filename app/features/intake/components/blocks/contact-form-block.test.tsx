import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { normalizeContactFormConfig } from "~/features/intake/contact-form.ts";
import { withPhoneField } from "~/features/intake/contact-form-phone.server.ts";
import { ContactFormBlock } from "./contact-form-block.tsx";
import { englishI18n, renderWithI18n } from "../../../../../tests/support/english-i18n.tsx";

const i18n = await englishI18n(["chat", "errors", "common"]);

const render = (node: ReactNode) => {
  const Stub = createRoutesStub([{ path: "/", Component: () => <>{node}</> }]);
  return renderWithI18n(i18n, <Stub />);
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

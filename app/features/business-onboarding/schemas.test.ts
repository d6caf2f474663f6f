import { describe, expect, it } from "vitest";
import { draftFromForm } from "./form-values.ts";
import { BusinessDraftSchema, FirmBasicsSchema, ServicesSchema } from "./schemas.ts";
import { nextStep, previousStep } from "./steps.ts";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe("a wizard form as a draft", () => {
  it("keeps only the fields the form carried, and an emptied field becomes null", () => {
    const draft = BusinessDraftSchema.parse(
      draftFromForm(form({ step: "firm-basics", firmName: " Abbott Law ", website: "" })),
    );
    expect(draft.firmName).toBe("Abbott Law");
    expect(draft.website).toBeNull();
    expect(draft.city).toBeUndefined();
    expect(draft.services).toBeUndefined();
    expect(draft.isPublic).toBeUndefined();
  });

  it("reads services by index and the public toggle only where its form says it is present", () => {
    const values = draftFromForm(
      form({
        servicesPresent: "1",
        "services[1].title": "Employment",
        "services[0].title": "Family",
        "services[0].description": "Divorce",
        isPublicPresent: "1",
      }),
    );
    expect(values.services).toEqual([{ title: "Family", description: "Divorce" }, { title: "Employment" }]);
    expect(values.isPublic).toBe(false);
    expect(draftFromForm(form({ isPublicPresent: "1", isPublic: "on" })).isPublic).toBe(true);
  });

  it("keeps the phone widget's country code with the number as typed, so nothing typed is lost", () => {
    expect(draftFromForm(form({ contactPhoneCountry: "FR", contactPhone: "06 12" })).contactPhone).toBe("+33 06 12");
    expect(draftFromForm(form({ contactPhoneCountry: "US", contactPhone: "+44 20 7946 0958" })).contactPhone).toBe(
      "+44 20 7946 0958",
    );
    expect(draftFromForm(form({ contactPhoneCountry: "GB", contactPhone: " " })).contactPhone).toBe("");
    // A country outside the ten is not applied.
    expect(draftFromForm(form({ contactPhoneCountry: "CA", contactPhone: "613 555 0199" })).contactPhone).toBe(
      "613 555 0199",
    );
  });
});

describe("the steps' checks (spec §5)", () => {
  it("firm basics needs the business name and e-mail; phone and website are optional but well formed", () => {
    const empty = FirmBasicsSchema.safeParse({ firmName: "", contactEmail: "" });
    expect(empty.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["firmName", "business:validation.firmNameRequired"],
      ["contactEmail", "business:validation.contactEmailRequired"],
    ]);
    expect(FirmBasicsSchema.safeParse({ firmName: "A", contactEmail: "not-an-email" }).error?.issues[0]?.message).toBe(
      "business:validation.emailInvalid",
    );
    expect(
      FirmBasicsSchema.safeParse({ firmName: "A", contactEmail: "a@b.co", contactPhone: "555 1234" }).error?.issues[0]
        ?.message,
    ).toBe("business:validation.phoneTooShort");
    expect(
      FirmBasicsSchema.safeParse({ firmName: "A", contactEmail: "a@b.co", contactPhone: "call me" }).error?.issues[0]
        ?.message,
    ).toBe("business:validation.phoneInvalid");
    const ok = FirmBasicsSchema.parse({
      firmName: "A",
      contactEmail: "a@b.co",
      contactPhone: "+1 (704) 555-0134",
      website: "abbott.law",
    });
    expect(ok.website).toBe("https://abbott.law");
    // The number must be one of its country's: a French mobile is no US number.
    expect(
      FirmBasicsSchema.safeParse({ firmName: "A", contactEmail: "a@b.co", contactPhone: "+1 06 12 34 56 78" }).error
        ?.issues[0]?.message,
    ).toBe("business:validation.phoneInvalid");
    expect(
      FirmBasicsSchema.safeParse({ firmName: "A", contactEmail: "a@b.co", contactPhone: "+33 06 12 34 56 78" }).success,
    ).toBe(true);
    expect(
      FirmBasicsSchema.safeParse({ firmName: "A", contactEmail: "a@b.co", website: "ftp://abbott.law" }).success,
    ).toBe(false);
  });

  it("a described service needs a title", () => {
    const result = ServicesSchema.safeParse({
      services: [
        { title: "", description: "Wills" },
        { title: "", description: "" },
      ],
    });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["services.0.title"]);
  });

  it("Next and Back walk the seven steps; Back on the first closes", () => {
    expect(nextStep("welcome")).toBe("firm-basics");
    expect(nextStep("review-and-launch")).toBe("review-and-launch");
    expect(previousStep("stripe-onboarding")).toBe("trust-account-intro");
    expect(previousStep("welcome")).toBeNull();
  });
});

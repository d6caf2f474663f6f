import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import * as onboardingPage from "../../app/routes/onboarding/index.tsx";
import { Browser, goodPassword, uniqueEmail } from "../support/auth-client.ts";

type Reply = { step: string; result?: { error?: Record<string, string[]> } };

async function signedUp() {
  const browser = new Browser();
  const email = uniqueEmail("onboard");
  expect((await browser.signUp({ name: "Maria Lopez", email, password: goodPassword })).status).toBe(302);
  const session = await browser.session();
  return { browser, userId: session!.user.id };
}

function post(browser: Browser, form: Record<string, string>) {
  return browser.call(onboardingPage, "/onboarding", { form });
}

async function storedUser(userId: string) {
  return db
    .selectFrom("users")
    .select(["name", "birthday", "onboarding_completed", "settings"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
}

describe("onboarding", () => {
  it("needs a sign-in", async () => {
    const response = await new Browser().call(onboardingPage, "/onboarding");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/auth\?mode=signin&redirectTo=%2Fonboarding/);
  });

  it("step 1 refuses a short name, a bad or future birthday and missing terms", async () => {
    const { browser } = await signedUp();
    const response = await post(browser, { intent: "personal-info", fullName: "M", birthday: "13/40/1990" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Reply;
    expect(body.step).toBe("personal-info");
    expect(body.result?.error).toMatchObject({
      fullName: ["settings:onboarding.validation.nameMin"],
      birthday: ["settings:onboarding.validation.birthdayInvalid"],
      agreedToTerms: ["settings:onboarding.validation.termsRequired"],
    });
    const future = await post(browser, {
      intent: "personal-info",
      fullName: "Maria",
      birthday: `01/01/${new Date().getFullYear() + 1}`,
      agreedToTerms: "on",
    });
    expect(((await future.json()) as Reply).result?.error?.birthday).toEqual([
      "settings:onboarding.validation.birthdayFuture",
    ]);
  });

  it("step 1 passes to step 2 without storing anything yet", async () => {
    const { browser, userId } = await signedUp();
    const response = await post(browser, {
      intent: "personal-info",
      fullName: "Maria Lopez",
      birthday: "",
      agreedToTerms: "on",
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Reply).step).toBe("use-case");
    expect((await storedUser(userId)).onboarding_completed).toBe(false);
  });

  it("stores onboardingData with the trimmed extra info for 'other' and completes", async () => {
    const { browser, userId } = await signedUp();
    const before = Date.now();
    const response = await post(browser, {
      intent: "use-case",
      fullName: "Maria P. Lopez",
      birthday: "02/29/1988",
      agreedToTerms: "on",
      primaryUseCase: "other",
      additionalInfo: "  landlord dispute  ",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/onboarding?step=done");
    const user = await storedUser(userId);
    expect(user.onboarding_completed).toBe(true);
    expect(user.name).toBe("Maria P. Lopez");
    const data = JSON.parse(user.settings.onboardingData as string);
    expect(data).toMatchObject({
      personalInfo: { fullName: "Maria P. Lopez", birthday: "02/29/1988", agreedToTerms: true },
      useCase: { primaryUseCase: "other", additionalInfo: "landlord dispute" },
      skippedSteps: [],
    });
    expect(new Date(data.completedAt).getTime()).toBeGreaterThanOrEqual(before);
    expect(new Date(data.completedAt).getTime()).toBeLessThanOrEqual(Date.now());
    // The welcome tips follow.
    const done = await browser.call(onboardingPage, "/onboarding?step=done");
    expect(((await done.json()) as { done: boolean }).done).toBe(true);
  });

  it("drops the extra info for any use case but 'other'", async () => {
    const { browser, userId } = await signedUp();
    await post(browser, {
      intent: "use-case",
      fullName: "Maria",
      agreedToTerms: "on",
      primaryUseCase: "business",
      additionalInfo: "ignored",
    });
    const data = JSON.parse((await storedUser(userId)).settings.onboardingData as string);
    expect(data.useCase).toEqual({ primaryUseCase: "business" });
    expect(data.personalInfo.birthday).toBeNull();
  });

  it("Skip records the skipped step and completes", async () => {
    const { browser, userId } = await signedUp();
    const response = await post(browser, { intent: "skip", fullName: "Maria", agreedToTerms: "on" });
    expect(response.status).toBe(303);
    const user = await storedUser(userId);
    expect(user.onboarding_completed).toBe(true);
    expect(JSON.parse(user.settings.onboardingData as string)).toMatchObject({
      useCase: null,
      skippedSteps: ["useCase"],
    });
  });

  it("a use case must be chosen to go Next", async () => {
    const { browser } = await signedUp();
    const response = await post(browser, { intent: "use-case", fullName: "Maria", agreedToTerms: "on" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Reply;
    expect(body.step).toBe("use-case");
    expect(body.result?.error?.primaryUseCase).toEqual(["errors:field.required"]);
  });
});

import { describe, expect, it } from "vitest";
import { Browser, goodPassword, uniqueEmail } from "../support/auth-client.ts";

/** Each message of the spec (§5, §8), as the /auth action answers a form posted without JavaScript. */
type Reply = {
  intent: string;
  result: { status: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
};

async function reply(response: Response): Promise<Reply> {
  return (await response.json()) as Reply;
}

describe("sign-up validation", () => {
  it.each([
    ["a one-letter name", { name: "A" }, "name", "auth:validation.nameMin"],
    ["an invalid e-mail", { email: "not-an-email" }, "email", "errors:email.invalid"],
    ["no password", { password: "", confirmPassword: "" }, "password", "auth:validation.passwordRequired"],
    ["a short password", { password: "Ab1", confirmPassword: "Ab1" }, "password", "auth:validation.passwordMin"],
    [
      "no uppercase letter",
      { password: "lowercase1", confirmPassword: "lowercase1" },
      "password",
      "auth:validation.passwordUppercase",
    ],
    [
      "no lowercase letter",
      { password: "UPPERCASE1", confirmPassword: "UPPERCASE1" },
      "password",
      "auth:validation.passwordLowercase",
    ],
    [
      "no number",
      { password: "NoNumbersHere", confirmPassword: "NoNumbersHere" },
      "password",
      "auth:validation.passwordNumber",
    ],
    [
      "a different confirmation",
      { confirmPassword: "Sturdy-Pass2" },
      "confirmPassword",
      "auth:validation.passwordsDoNotMatch",
    ],
    ["terms not agreed", { agreedToTerms: false }, "agreedToTerms", "auth:validation.termsRequired"],
  ] as const)("%s is refused with its message", async (_label, override, field, message) => {
    const browser = new Browser();
    const response = await browser.signUp({
      name: "Maria Lopez",
      email: uniqueEmail(),
      password: goodPassword,
      ...override,
    });
    expect(response.status).toBe(400);
    const body = await reply(response);
    expect(body.result.error?.[field]).toContain(message);
    expect(browser.sessionToken).toBeUndefined();
  });

  it("the password and its confirmation are never echoed back", async () => {
    const response = await new Browser().signUp({ name: "A", email: uniqueEmail(), password: goodPassword });
    const body = await reply(response);
    expect(JSON.stringify(body)).not.toContain(goodPassword);
  });

  it("an address that already has an account gets 'already exists. Try signing in instead.'", async () => {
    const email = uniqueEmail();
    expect((await new Browser().signUp({ email, password: goodPassword })).status).toBe(302);
    const again = await new Browser().signUp({ email: email.toUpperCase(), password: goodPassword });
    expect(again.status).toBe(409);
    expect((await reply(again)).result.error?.[""]).toEqual(["auth:errors.accountExists"]);
  });

  it("an empty name becomes the part of the e-mail before the @, and the address is stored lowercase", async () => {
    const browser = new Browser();
    const response = await browser.signUp({ name: "", email: "Jo.Smith.Signup@Example.TEST", password: goodPassword });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?mode=signin&onboarding=true");
    const session = await browser.session();
    expect(session?.user).toMatchObject({
      name: "jo.smith.signup",
      email: "jo.smith.signup@example.test",
      emailVerified: false,
    });
  });
});

describe("sign-in validation", () => {
  it("an empty password: 'Password is required'; an invalid e-mail: its message", async () => {
    const body = await reply(await new Browser().signIn("nobody", ""));
    expect(body.result.error?.password).toEqual(["auth:validation.passwordRequired"]);
    expect(body.result.error?.email).toEqual(["errors:email.invalid"]);
  });

  it("an unknown address: the same 'Invalid email or password' as a wrong password (ADR 0052)", async () => {
    const response = await new Browser().signIn(uniqueEmail(), goodPassword);
    expect(response.status).toBe(401);
    expect((await reply(response)).result.error?.[""]).toEqual(["auth:errors.invalidCredentials"]);
  });

  it("a wrong password: 'Invalid email or password', and no session", async () => {
    const email = uniqueEmail();
    await new Browser().signUp({ email, password: goodPassword });
    const browser = new Browser();
    const response = await browser.signIn(email, "Wrong-Pass1");
    expect(response.status).toBe(401);
    expect((await reply(response)).result.error?.[""]).toEqual(["auth:errors.invalidCredentials"]);
    expect(browser.sessionToken).toBeUndefined();
  });

  it("a form posted from another site is refused", async () => {
    const email = uniqueEmail();
    await new Browser().signUp({ email, password: goodPassword });
    const browser = new Browser();
    const authPage = await import("../../app/routes/auth/index.tsx");
    const response = await browser.call(authPage, "/auth?mode=signin", {
      form: { intent: "signin", email, password: goodPassword },
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect(browser.sessionToken).toBeUndefined();
  });
});

describe("the messages exist", () => {
  it("every key the forms use is in locales/en", async () => {
    const auth = (await import("../../locales/en/auth.json")).default as unknown as Record<
      string,
      Record<string, string>
    >;
    const errors = (await import("../../locales/en/errors.json")).default as unknown as Record<
      string,
      Record<string, string>
    >;
    const { authMessages } = await import("../../app/features/auth/schemas.ts");
    for (const key of Object.values(authMessages)) {
      const [namespace, path] = key.split(":") as [string, string];
      const [group, name] = path.split(".") as [string, string];
      const bundle = namespace === "auth" ? auth : errors;
      expect(bundle[group]?.[name], key).toBeTypeOf("string");
    }
    expect(auth.validation!.passwordsDoNotMatch).toBe("Passwords do not match");
    expect(auth.errors!.invalidCredentials).toBe("Invalid email or password");
    expect(auth.errors!.userNotFound).toBe("No account found with this email. Please sign up first.");
    expect(auth.errors!.accountExists).toBe("An account with this email already exists. Try signing in instead.");
  });
});

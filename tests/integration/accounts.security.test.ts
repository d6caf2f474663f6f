import { describe, expect, it } from "vitest";
import * as securityPage from "../../app/routes/settings/security.tsx";
import { Browser, goodPassword, uniqueEmail } from "../support/auth-client.ts";

type Reply = { result?: { error?: Record<string, string[]> } };

async function signedUpOnTwoDevices() {
  const email = uniqueEmail("security");
  const browser = new Browser();
  expect((await browser.signUp({ name: "Maria Lopez", email, password: goodPassword })).status).toBe(302);
  const phone = new Browser();
  expect((await phone.signIn(email, goodPassword)).status).toBe(302);
  return { email, browser, phone };
}

function changePassword(browser: Browser, fields: Record<string, string>) {
  return browser.call(securityPage, "/settings/security", { form: { intent: "change-password", ...fields } });
}

async function errors(response: Response) {
  return ((await response.json()) as Reply).result?.error;
}

describe("changing the password", () => {
  it("'Missing fields', 'Password mismatch' and 'Weak password'", async () => {
    const { browser } = await signedUpOnTwoDevices();
    const missing = await changePassword(browser, {
      currentPassword: goodPassword,
      newPassword: "",
      confirmPassword: "",
    });
    expect(missing.status).toBe(400);
    expect(await errors(missing)).toMatchObject({ newPassword: ["settings:security.validation.missingFields"] });
    const mismatch = await changePassword(browser, {
      currentPassword: goodPassword,
      newPassword: "Another-Pass2",
      confirmPassword: "Another-Pass3",
    });
    expect(await errors(mismatch)).toEqual({ confirmPassword: ["settings:security.validation.passwordMismatch"] });
    for (const weak of ["Short1", "alllowercase1", "ALLUPPERCASE1", "NoDigitsHere"]) {
      const response = await changePassword(browser, {
        currentPassword: goodPassword,
        newPassword: weak,
        confirmPassword: weak,
      });
      expect((await errors(response))?.newPassword).toEqual(["settings:security.validation.weakPassword"]);
    }
  });

  it("refuses a wrong current password", async () => {
    const { browser, email } = await signedUpOnTwoDevices();
    const response = await changePassword(browser, {
      currentPassword: "Wrong-Pass1",
      newPassword: "Another-Pass2",
      confirmPassword: "Another-Pass2",
    });
    expect(response.status).toBe(401);
    expect((await errors(response))?.[""]).toEqual(["settings:security.errors.currentPasswordWrong"]);
    expect((await new Browser().signIn(email, goodPassword)).status).toBe(302);
  });

  it("changes it, keeping other sessions unless asked", async () => {
    const { browser, phone, email } = await signedUpOnTwoDevices();
    const response = await changePassword(browser, {
      currentPassword: goodPassword,
      newPassword: "Another-Pass2",
      confirmPassword: "Another-Pass2",
    });
    expect(response.status).toBe(303);
    expect(await phone.session()).not.toBeNull();
    expect(await browser.session()).not.toBeNull();
    expect((await new Browser().signIn(email, goodPassword)).status).toBe(401);
    expect((await new Browser().signIn(email, "Another-Pass2")).status).toBe(302);
  });

  it("ends the other sessions when the box is ticked, and keeps this one", async () => {
    const { browser, phone } = await signedUpOnTwoDevices();
    const response = await changePassword(browser, {
      currentPassword: goodPassword,
      newPassword: "Another-Pass2",
      confirmPassword: "Another-Pass2",
      signOutOtherSessions: "on",
    });
    expect(response.status).toBe(303);
    expect(await phone.session()).toBeNull();
    expect(await browser.session()).not.toBeNull();
  });
});

describe("signing out of all devices", () => {
  it("ends every session, this one included", async () => {
    const { browser, phone } = await signedUpOnTwoDevices();
    const response = await browser.call(securityPage, "/settings/security", { form: { intent: "sign-out-all" } });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/auth?mode=signin");
    expect(await phone.session()).toBeNull();
    expect(await browser.session()).toBeNull();
  });
});

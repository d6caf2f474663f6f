import { randomBytes } from "node:crypto";
import { e2eServers } from "./server-log.ts";
import { expect, test } from "./fixtures.ts";
import { say, startIntake } from "./support/intake-journey.ts";

// A Spanish-speaking visitor on the (English) intake page, with the openai provider against the
// local OpenAI-compatible server, which answers in the language its instructions ask for.
const baseURL = `http://localhost:${e2eServers.openai.port}`;
const fakeModel = `http://127.0.0.1:${e2eServers.openai.openaiPort}`;
test.use({ baseURL });

type RecordedChat = { path: string; body: { messages?: Array<{ role: string; content?: unknown }> } };

/** The system prompt of the last chat request whose visitor messages include `marker`. */
async function systemPromptFor(request: import("@playwright/test").APIRequestContext, marker: string): Promise<string> {
  const requests = (await (await request.get(`${fakeModel}/__fake/requests`)).json()) as RecordedChat[];
  const mine = requests.filter(
    (recorded) =>
      recorded.path.endsWith("/chat/completions") &&
      (recorded.body.messages ?? []).some(
        (message) => message.role === "user" && String(message.content).includes(marker),
      ),
  );
  const system = mine.at(-1)?.body.messages?.find((message) => message.role === "system");
  return String(system?.content ?? "");
}

test.describe("a visitor who writes in Spanish", () => {
  test("is answered in Spanish, and the model is asked for Spanish while the record stays in English", async ({
    page,
    request,
  }) => {
    // A name of its own, so this conversation's requests can be told apart from parallel tests'.
    const surname = `Ramírez${randomBytes(3).toString("hex")}`;
    await startIntake(page, baseURL);
    const first = await say(
      page,
      `Hola, me llamo Lucía ${surname}. Mi casero quiere desalojarme y tengo una audiencia en el juzgado la próxima semana.`,
    );
    await expect(first).toContainText("Soy un asistente de IA, no un abogado");

    const prompt = await systemPromptFor(request, surname);
    expect(prompt).toContain("The visitor writes in Spanish (es). Write every message to the visitor in Spanish (es)");
    expect(prompt).toContain("The firm's record stays in English (en)");

    // A short answer keeps the conversation in Spanish.
    const second = await say(page, "ok");
    await expect(second).toContainText("formulario de contacto");
    const contactForm = page.getByRole("form", { name: "Contact information" });
    await expect(contactForm).toBeVisible();
    await contactForm.getByLabel("Full name").fill(`Lucía ${surname}`);
    await contactForm.getByLabel("Email").fill("lucia@example.com");
    await contactForm.getByLabel("Phone").fill("(612) 555-0199");
    await contactForm.getByRole("button", { name: "Share my details" }).click();

    // The page's own "I've shared my contact details." does not switch the language to English.
    await expect(page.getByRole("region", { name: "Matter summary" })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('li[data-role="assistant"]').last()).toContainText("He creado su expediente", {
      timeout: 20_000,
    });
    expect(await systemPromptFor(request, surname)).toContain("The visitor writes in Spanish (es)");
  });
});

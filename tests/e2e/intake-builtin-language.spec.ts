import { expect, test } from "./fixtures.ts";
import { say, startIntake } from "./support/intake-journey.ts";

/**
 * Issue 13, "the visitor's language": a visitor who writes in Spanish to the built-in agent is
 * asked its questions in Spanish, from the first message on (the firm's own service questions may
 * stay as the firm wrote them).
 */
test.describe("the built-in agent with a visitor who writes in Spanish", () => {
  test("asks the first three turns' questions in Spanish", async ({ page }) => {
    await startIntake(page);
    const first = await say(
      page,
      "Hola, buenas tardes. Necesito ayuda con un problema que tengo con mi casero, por favor.",
    );
    await expect(first).toContainText("Soy el asistente virtual de admisión de");
    await expect(first).toContainText("¿me puede dar su nombre completo?");
    await expect(first).not.toContainText(/intake assistant|full name|Thank you/i);

    const name = await say(page, "Lucía Ramírez");
    await expect(name).toContainText(/Assistant:\s*(Gracias|Entendido|Comprendo)/);
    await expect(name).toContainText("¿Hay otra persona o empresa del otro lado de este asunto?");
    await expect(name).toContainText("Así el despacho puede verificar los conflictos de interés.");
    await expect(name).not.toContainText(/Thanks|conflicts of interest|name of/i);

    const other = await say(page, "Es la empresa Whitfield Properties LLC, la dueña del edificio donde vivo.");
    await expect(other).toContainText(/Assistant:\s*(Gracias\.|Entendido\.|Gracias, eso ayuda\.|Comprendo\.)/);
    await expect(other).not.toContainText(/Thank you|Got it|Understood|Is anything urgent/);
  });
});

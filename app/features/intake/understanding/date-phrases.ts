/** Comparing the words two key dates were read from (no imports: safe in any layer and in the browser). */
const foldPhrase = (phrase: string) =>
  phrase
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The same words read twice ("el 1 de abril" by the model, "1 de abril" from the text, perhaps with another year). */
export function sameDatePhrase(a: string, b: string): boolean {
  const x = foldPhrase(a);
  const y = foldPhrase(b);
  return x.length >= 4 && y.length >= 4 && (x.includes(y) || y.includes(x));
}

import type { DocumentChecklist } from "./schemas.ts";

/**
 * Which checklist document a file sent through the composer is, judged by its name: the visitor
 * who attaches "paystub-march.pdf" to a message has uploaded the Pay stubs the checklist asks for
 * and must not be asked for them again. Only documents still missing are candidates. A document
 * matches on the words of its name and id (plurals folded, "pay stub" and "paystub" alike); the one
 * sharing the most distinctive words wins, and a tie matches nothing rather than guess. Client-safe.
 */
const genericWords = new Set([
  "and",
  "or",
  "of",
  "the",
  "your",
  "any",
  "for",
  "with",
  "document",
  "documents",
  "record",
  "records",
  "information",
  "copy",
  "scan",
  "file",
  "img",
  "image",
  "photo",
  "page",
  "final",
  "signed",
  "new",
]);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 3 && !genericWords.has(word))
    .map(singular);
}

function singular(word: string): string {
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("s") && !word.endsWith("ss") && word.length > 3) return word.slice(0, -1);
  return word;
}

function stripExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

/** The id of the missing document the file name names, or null. */
export function checklistDocumentForFile(checklist: DocumentChecklist, fileName: string): string | null {
  const base = stripExtension(fileName);
  const fileWords = new Set(words(base));
  const compact = words(base.replace(/[^a-zA-Z]+/g, " ")).join("");
  let best: { id: string; score: number } | null = null;
  let tied = false;
  for (const document of checklist.documents) {
    if (document.status !== "missing") continue;
    const keywords = [...new Set([...words(document.name), ...words(document.id.replace(/-/g, " "))])];
    if (keywords.length === 0) continue;
    const nameWords = words(document.name);
    // "paystub" is "pay stub" written as one word.
    const joined = nameWords.length > 1 && compact.includes(nameWords.join(""));
    const shared =
      keywords.filter((keyword) => fileWords.has(keyword) && keyword.length >= 4).length +
      (joined ? nameWords.length : 0);
    if (shared === 0) continue;
    if (!best || shared > best.score) {
      best = { id: document.id, score: shared };
      tied = false;
    } else if (shared === best.score) {
      tied = true;
    }
  }
  return best && !tied ? best.id : null;
}

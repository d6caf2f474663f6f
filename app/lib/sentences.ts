/**
 * Cutting text into sentences, shared by the splitters of visitors' messages and of documents,
 * which differ only in what counts as a boundary and which boundaries do not end a sentence
 * ("Mr. Smith", "U.S. law"). Pure, client-safe.
 */

/** Every run of white space as one space, trimmed. */
export function collapseSpace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * The sentences of `text`, cut at the matches of `boundary` (a global regex); a match for which
 * `joins(before, match)` is true does not end one (`before`: the text since the last cut). Each
 * sentence keeps its end punctuation and has its space collapsed; empty ones are left out.
 */
export function cutSentences(
  text: string,
  boundary: RegExp,
  joins: (before: string, match: RegExpExecArray) => boolean,
): string[] {
  const sentences: string[] = [];
  let start = 0;
  boundary.lastIndex = 0;
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    if (joins(text.slice(start, match.index), match)) continue;
    const sentence = collapseSpace(text.slice(start, match.index + match[0].trimEnd().length));
    if (sentence) sentences.push(sentence);
    start = match.index + match[0].length;
  }
  const rest = collapseSpace(text.slice(start));
  if (rest) sentences.push(rest);
  return sentences;
}

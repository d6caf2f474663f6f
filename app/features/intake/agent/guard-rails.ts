import { agentText } from "./builtin/agent-text.ts";
/**
 * Screens a visitor message before any provider sees it. It blocks two things only: asking for
 * help to commit wrongdoing, and attempts to rewrite the assistant's instructions. People who
 * describe being wronged or accused ("my ex forged my signature", "police say I destroyed
 * evidence") are never blocked: what is blocked is a request, not a topic.
 */

export type ScreenResult =
  | { blocked: false }
  | { blocked: true; reason: "wrongdoing" | "prompt_injection"; message: string };

/** What a blocked visitor reads, in their language: the `agent` namespace's `guard.*` keys. */
export function blockedMessage(reason: "wrongdoing" | "prompt_injection", language: string | null = null): string {
  return agentText(language)(reason === "wrongdoing" ? "guard.wrongdoing" : "guard.promptInjection");
}

const MAX_SCREENED = 8000;

// ------------------------------------------------------------------ prompt injection

const INJECTION_PATTERNS: RegExp[] = [
  // "Ignore all previous instructions", "disregard your rules", "forget the above prompt"
  /\b(ignore|disregard|forget|override|bypass)\b[^.?!\n]{0,40}\b(previous|prior|above|earlier|preceding|all|your|system|initial|original)\b[^.?!\n]{0,30}\b(instructions?|prompts?|rules|directions|directives|guidelines|guardrails|guard rails|constraints|programming|system message|restrictions|policies)\b/i,
  /\b(ignore|disregard|forget)\s+(everything|all)\s+(above|before|previous|prior|you were told|you've been told|i said before)\b/i,
  // "Reveal your system prompt", "print your instructions", "what is your system prompt"
  /\b(reveal|show|print|repeat|display|output|leak|dump|share|tell me|give me|what (is|are|was|were))\b[^.?!\n]{0,40}\b(system prompt|system message|initial prompt|hidden (prompt|instructions|rules)|developer (message|prompt|instructions)|your (instructions|prompt|programming|configuration|initial instructions))\b/i,
  // Role changes: "you are now DAN", "from now on you will", "you're no longer an assistant"
  /\byou are now (a |an |no longer |free |dan\b|unrestricted|unfiltered|jailbroken|evil|not bound)/i,
  /\byou('re| are) no longer (a |an |the |bound|restricted|an? (assistant|ai))/i,
  /\bfrom now on,? (you are|you're|you will (act|respond|answer|be|pretend|ignore|only|always|never)|you must|act as|respond as|answer as|pretend|behave as)\b/i,
  /\b(new|updated|real|actual) (system )?instructions?\s*:/i,
  /\b(do anything now|developer mode|god mode|jailbreak|jail break|dan mode|\bdan prompt)\b/i,
  // Role-play jailbreaks: "pretend you have no rules", "act as an AI without restrictions"
  /\b(pretend|act|roleplay|role-play|role play|imagine|behave)\b[:,]?\s+(?:that\s+)?(?:you\b|you're|as (?:if |though )?you\b|like you\b|to be\b|as (?:an?|the|my)\s)[^.?!\n]{0,50}\b(no (rules|restrictions|limits|limitations|filters|guidelines|ethics)|unrestricted|unfiltered|uncensored|jailbroken|without (any )?(rules|restrictions|limits|filters|guidelines|ethics|censorship)|(different|evil|rogue|unfiltered) (ai|assistant|model|bot)|(late )?(grandma|grandmother)|real (lawyer|attorney) who (can|will)|not an ai|dan)\b/i,
  // Chat-template markers pasted into the message
  /(<\|im_start\|>|<\|system\|>|<\/?system>|\[\/?(system|inst)\]|^\s*(system|developer)\s*:)/im,
];

// ------------------------------------------------------------------ wrongdoing

/** Someone asking to do something (now or later), rather than telling what happened. */
const INTENT =
  "(?:how (?:do|can|could|would|should|might|to) (?:i|we|you|one|someone)?\\s*|how to|help me(?: to)?|help us(?: to)?|can you(?: help me)?(?: to)?|could you(?: help me)?(?: to)?|would you(?: help me)?|will you|please|i(?:'m|'d| am| would)?\\s+(?:want|need|plan|planning|intend|like|going|trying|about)\\s+to|i(?:'m| am)?\\s+(?:gonna|wanna)|im (?:going to|gonna)|i'?ll|i will|teach me(?: how)?(?: to)?|show me how(?: to)?|tell me how(?: to)?|(?:what's|what is) the (?:best|easiest|safest|quickest|fastest|smartest) way to|(?:best|easiest|safest) way to|is there (?:a|any) way (?:for me )?to|is it possible to|ways to|tips (?:for|on)(?: how to)?|should i|can i|could i|let's|lets|we should|we need to|we want to|write me|draft me|make me|create me)";
const ADVERBS =
  "(?:\\s+(?:just|quickly|easily|secretly|quietly|safely|legally|actually|successfully|completely|permanently|go ahead and|maybe|still|somehow|discreetly))*";

const ASSETS =
  "(?:assets|money|income|property|propert(?:y|ies)|funds|savings|accounts?|cash|crypto|bitcoin|earnings|wages|stocks?|gold|valuables|inheritance|bonus|the house|my house|business income)";
const WHO_IS_DECEIVED =
  "(?:wife|husband|spouse|ex|ex-wife|ex-husband|partner|the court|court|the judge|judge|creditors?|the irs|irs|trustee|the trustee|bankruptcy|divorce|lawyer|attorney|mediator)";
const EVIDENCE =
  "(?:evidence|texts?|text messages|messages|emails?|records|files|footage|videos?|recordings?|photos?|pictures|documents?|receipts|phone|hard drive|laptop|computer|logs|data|dashcam|body ?cam|chat history|browser history|paperwork)";
const FORGEABLE =
  "(?:signatures?|documents?|wills?|deeds?|checks?|cheques?|contracts?|ids?|licen[cs]es?|notes?|letters?|receipts?|records|paperwork|papers|names?|leases?|titles?|prescriptions?|certificates?|(?:pay ?)?stubs?|statements?|forms?|invoices?|bills?|passports?|visas?|diplomas?|doctor'?s notes?|evidence)";
const WITNESS =
  "(?:witness(?:es)?|victims?|jurors?|jury|judge|accuser|complainant|informant|the person who reported|the person pressing charges)";

const WRONGDOING_ACTS: string[] = [
  // forging and falsifying
  `(?:forge|falsify|counterfeit|fake|backdate|back-date|tamper with)\\s+(?:\\w+\\s+){0,4}?${FORGEABLE}`,
  `(?:forge|counterfeit)\\b`,
  `(?:write|make|create|draft|produce|print|type up|generate)\\s+(?:me\\s+)?(?:an?\\s+|some\\s+)?(?:fake|forged|false|fraudulent|backdated|phony|bogus|made-up)\\s+\\w+`,
  `sign\\s+(?:\\w+\\s+){0,2}?(?:name|signature)\\s+(?:without|for)\\b`,
  // hiding assets
  `(?:hide|conceal|stash|bury|squirrel away|siphon)\\s+(?:\\w+\\s+){0,3}?${ASSETS}`,
  `(?:move|transfer|put|keep|shelter|shield|protect)\\s+(?:\\w+\\s+){0,3}?${ASSETS}\\b[^.?!]{0,40}\\b(?:so (?:that )?(?:my |the )?(?:${WHO_IS_DECEIVED}) (?:won't|doesn't|can't|cannot|will not|does not|never)|without (?:my |the )?(?:${WHO_IS_DECEIVED}) (?:knowing|finding out|seeing))`,
  `(?:hide|conceal|keep)\\s+(?:\\w+\\s+){0,3}?${ASSETS}\\s+(?:from|away from)\\s+(?:my |the |our )?${WHO_IS_DECEIVED}`,
  // witnesses and victims
  `(?:intimidate|threaten|scare|bribe|pay off|silence|shut up|harass|tamper with)\\s+(?:\\w+\\s+){0,2}?${WITNESS}`,
  `(?:convince|get|make|pressure|force|pay|persuade|tell|ask)\\s+(?:\\w+\\s+){0,2}?${WITNESS}\\s+(?:to\\s+)?(?:lie|not (?:to )?testify|drop (?:the )?charges|recant|change (?:their|his|her) (?:story|statement|testimony)|stay quiet|keep quiet|withdraw|disappear|back off)`,
  `(?:keep|stop|prevent)\\s+(?:\\w+\\s+){0,2}?${WITNESS}\\s+from\\s+(?:testifying|talking|going to (?:the )?(?:police|court))`,
  // evading arrest
  `(?:evade|escape|flee|dodge|outrun|run from|hide from|get away from|lose)\\s+(?:the\\s+|a\\s+)?(?:police|cops|arrest|being arrested|getting arrested|warrant|law enforcement|authorities|feds|marshals|ice agents)`,
  `avoid\\s+(?:the\\s+|a\\s+)?(?:arrest|police|cops|warrant|law enforcement)\\b`,
  `(?:skip|jump)\\s+bail`,
  `(?:leave|flee)\\s+the (?:country|state)\\s+(?:before|to avoid|so (?:they|the police|the court))`,
  // destroying evidence
  `(?:destroy|delete|shred|wipe|erase|burn|get rid of|throw away|dispose of|smash|hide|clean up|scrub)\\s+(?:\\w+\\s+){0,3}?${EVIDENCE}\\b[^.?!]{0,60}\\b(?:before|so (?:that )?(?:the )?(?:police|cops|court|judge|lawyers?|investigators?|they|nobody|no one|my \\w+)|without|from (?:the )?(?:police|court|investigators))`,
  `(?:destroy|shred|get rid of|dispose of|tamper with)\\s+(?:the\\s+|all\\s+(?:the\\s+)?|any\\s+)?evidence`,
  // fabricating evidence or claims
  `(?:fabricate|plant|manufacture|make up|invent|stage|fake)\\s+(?:\\w+\\s+){0,3}?(?:evidence|proof|an? alibi|alibi|an? accident|accident|a crash|crash|a fall|a slip and fall|slip and fall|injur(?:y|ies)|a break-in|receipts|texts|messages|emails|a story|witness(?:es)?|a police report|a claim|records)`,
  `(?:fake|exaggerate|pretend to have)\\s+(?:\\w+\\s+){0,2}?(?:injur(?:y|ies)|symptoms|disability|pain|whiplash)`,
  // lying under oath and to investigators
  `(?:lie|lying|perjure myself|commit perjury|mislead|deceive|make up a story)\\b[^.?!]{0,30}\\b(?:under oath|in court|to (?:the )?(?:judge|court|police|cops|jury|investigators|detectives?|insurance|adjuster|irs|immigration|mediator)|on the stand|in (?:my|a|the) deposition|on (?:the|my) (?:form|application|affidavit|taxes|tax return))`,
  `(?:commit|get away with)\\s+(?:perjury|fraud|insurance fraud|tax fraud|tax evasion|money laundering|murder|it)`,
  `(?:launder)\\s+(?:\\w+\\s+){0,2}?money`,
  `(?:evade|dodge|cheat on)\\s+(?:my\\s+)?taxes`,
];

const WRONGDOING_PATTERNS: RegExp[] = WRONGDOING_ACTS.map((act) => new RegExp(`\\b${INTENT}${ADVERBS}\\s*${act}`, "i"));

/** Requests that are wrongdoing whoever asks, with no "how do I" needed. */
const STANDALONE_WRONGDOING: RegExp[] = [
  /\b(write|make|create|draft|produce|generate)\s+(?:me\s+)?(?:an?\s+)?(?:fake|forged|fraudulent|phony|bogus|backdated)\s+\w+/i,
  /\bwhat should i say (?:to|so) (?:the )?(?:judge|court|police|cops|jury)\b[^.?!]{0,40}\b(?:won'?t|doesn'?t|don'?t|can'?t) (?:find out|know|notice|believe)/i,
];

export function screenUserMessage(text: string, language: string | null = null): ScreenResult {
  const input = text.slice(0, MAX_SCREENED).replace(/[’‘]/g, "'").replace(/\s+/g, " ");
  if (INJECTION_PATTERNS.some((re) => re.test(input))) {
    return { blocked: true, reason: "prompt_injection", message: blockedMessage("prompt_injection", language) };
  }
  if (WRONGDOING_PATTERNS.some((re) => re.test(input)) || STANDALONE_WRONGDOING.some((re) => re.test(input))) {
    return { blocked: true, reason: "wrongdoing", message: blockedMessage("wrongdoing", language) };
  }
  return { blocked: false };
}

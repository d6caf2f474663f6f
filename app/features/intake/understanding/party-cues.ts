import { ANIMALS } from "./party-nouns.ts";
import { actsAgainstTheVisitor } from "./party-verbs.ts";

/**
 * What the words around a party say of it (hostile acts, harm done, help given, care and claims),
 * as patterns for the party readers (parties.ts).
 */
export const HELPER_CUE =
  /\b(help(?:ing|ed|s)? (?:me|us)|typing|writing (?:this|it)|wrote this|translat\w*|interpret\w*|on my behalf|advocate|assist\w* (?:me|us)|is here with me|(?:read|explain\w*) (?:it|this|them|the \w+) (?:to|for) (?:me|us)|(?:write|give|sign) (?:a |me a )?(?:statement|letter|declaration) for me|can back me up|saw (?:it|everything|the whole|me|what)|told (?:me|us) (?:that\s+)?(?:that'?s|thats|it'?s|its|this is) (?:allowed|legal|illegal|not allowed|my right|our right|against the law)|(?:says|said|thinks|agrees)(?: that)? (?:it'?s|its|this is|that'?s|this was|it was|the work is) (?:a mess|illegal|wrong|not (?:legal|right|up to code)|shoddy|botched|dangerous|unsafe|terrible|awful|bad work))\b/i;
const HOSTILE_VERBS = String.raw`owing|got (?:her|him|me|us|them) to|convinced (?:her|him|me|us|them)|tricked|pressured|manipulated|conned|lied|swore|ran (?:the|a) red|emptied|cleaned out|changed the (?:locks|passwords)|won'?t (?:answer|show|give|pay|return|let|bring|tell)|sold (?:his|her|the|my|our|their)|(?:is|isn'?t|not) bringing|kept (?:my|our|the|her|his)|took (?:my|our|the|her|his|money)|filed (?:something|for|against|a)|(?:is |has been |keeps? )?hiding|hid (?:the|his|her|my|our)|keeps? lying|has (?:the|his|her|dad'?s|mom'?s) (?:only )?(?:copy of the )?will`;
export const HOSTILE_LATER = new RegExp(
  `\\b(?:${HOSTILE_VERBS}|won'?t (?:pay|return|give|let)|refus\\w*|(?:is |been |keeps? )?(?:taking|poaching|stealing|soliciting) (?:our|my) (?:customers|clients|accounts|employees|business)|poach\\w*|stole|evict\\w*|sued|is suing|harass\\w*|threaten\\w*|never paid|didn'?t pay|did not pay|hasn'?t paid|without paying|scammed|cheated|owes? (?:me|us)|still owes?)\\b`,
  "i",
);
export const HOSTILE_AFTER = new RegExp(
  String.raw`^[\s,;:)'"’-]*(?:[\w']+[\s,]+){0,5}?(?:won'?t \w+|will not \w+|refuses? to|keeps? \w+ing|has been (?:taking|stealing|using|hitting|abusing|harassing|threatening|withholding|calling|posting|spreading|putting up|stalking|following|telling (?:people|everyone|others))|(?:posted|spread|put up) (?:my|her|his|our|their|lies|rumou?rs|signs|pictures?|photos?)|spreading (?:lies|rumou?rs)|calling (?:me|her|him|us|them) (?:a|an)\b|(?:is|was|been) (?:taking|stealing|abusing|hitting|threatening|harassing)|(?:their|his|her) (?:[\w-]+ ){0,2}(?:${ANIMALS}|animals?|kids?|sons?|daughters?|workers?|crew|tenants?)\b[^.!?]{0,80}\b(?:bit|bitten|attacked|killed|mauled|damaged|destroyed|broke|hit|hurt|injured)|taking (?:money|her|his|my|our)|stealing|writ(?:ing|es|ten|ting) (?:himself|herself|themselves) (?:checks|cheques)|(?:checks|cheques|money|funds|payments?|transfers?|\$[\d,.]+k?) (?:\w+ ){0,3}?(?:to|into|for) (?:himself|herself|themselves|his own|her own|their own)\b|(?:moved|moving|transferr\w*|put|putting|deposit\w*|wired|wiring|sent|sending) [^.!?]{0,40}?\b(?:to|into) (?:his|her|their) own (?:accounts?|name|bank|pocket)\b|(?:paying|paid|pays) (?:himself|herself|themselves)\b|(?:using|used|uses) (?:her|his|my|our) (?:debit |credit |bank )?(?:cards?|money|accounts?|social security)|drain\w* (?:her|his|my|our)|cash(?:ing|ed|es) (?:her|his|my|our) (?:checks|social security)|abus\w+|beats?|hits?|filed (?:for|against|a)|won'?t (?:pay|return|give|let)|refus\w*|stole|took (?:my|our|the|her|his|their|money|it|off)|keeps? calling|is calling|sent (?:me|us)\b|(?:sending|sent|texting|texted|messaging|messaged) (?:her|him|them|me|my \w+) (?:[\w-]+ )?(?:inappropriate|sexual|explicit|nude|threatening)|groom\w*|molest\w*|(?:still |now )?owes? (?:me|us)\b|withh[oe]ld\w*|took advantage of (?:him|her|me|us|them|my|our)\b|(?:copied|copying|copies|ripped off|ripping off|stole|stealing|knocked off|(?:is|are|was|were|been) using) (?:my|our) (?:[\w-]+ ){0,2}(?:logo|label|labels|design|designs|photos?|pictures?|name|brand|work|content|songs?|music|art|artwork|videos?|products?|recipes?)\b|(?:got|had|made|pressured|pushed|convinced|talked) (?:him|her|my \w+|our \w+) (?:in)?to (?:sign|change|give|leave|transfer|put|deed)\b|did not pay|didn'?t pay|never paid|hasn'?t paid|cut my|against (?:me|us|my|our)\b|locked (?:me|us) out|backed out\b|(?:emailing|emailed|calling|called|contacting|contacted|texting|texted|poaching|poached|soliciting|solicited) (?:my|our|all (?:my|our)) (?:clients|customers|instructors|employees|workers|staff|students|patients|members|drivers)\b|(?:moved|transferred|pulled|took) (?:the |our |my |all the |all our )?(?:money|funds|cash)\b)`,
  "i",
);
/** "a tow truck from X backed into my car": what came from the party did the harm. */
export const SENT_FROM =
  /\b(?:a|an|the|their|one of (?:their|the))\s+(?:[\w-]+\s+){0,3}?(?:from|of|belonging to|owned by)\s+(?:the\s+)?$/i;
export const HARM_DONE =
  /^[\s,]*(?:[\w'-]+\s+){0,3}?(?:hit|struck|backed into|crashed into|ran into|turned (?:right |left )?into|pulled out in front of|rear[- ]ended|sideswiped|ran over|ran a red|jackknif\w*|lost control|swerved into|veered into|spun out|bit|attacked|knocked (?:me|us|her|him)|damaged|destroyed|flooded)\b/i;
export const INSURER_REFUSES =
  /\b(?:denied|denies|denying|rejected|refus\w* to (?:pay|cover)|won'?t (?:pay|cover)|will not (?:pay|cover)|lowball\w*|closed (?:the|my|our) claim|dropped (?:me|us|our|my))\b/i;
export const VEHICLE_OPERATOR =
  /\b(?:a|an|the|one of the)\s+([A-Z][A-Za-z&]{1,15}(?:\s+[A-Z][A-Za-z&]+){0,2})\s+(?:city\s+|school\s+|transit\s+|delivery\s+|company\s+|work\s+|box\s+|tow\s+|garbage\s+|dump\s+|semi[- ])?(?:bus|truck|van|train|shuttle|semi|tractor[- ]trailer|trailer|vehicle|car)\b/g;
// "Harrington & Vale. I need": a word's own full stop ends the name ("Co." and initials do not).
export const AMPERSAND_NAME =
  /\b((?:[A-Z][\w'’.-]*,?\s+){1,3}&\s+[A-Z][\w'’.-]*(?:(?<![a-z]{2}\.)\s+[A-Z][\w'’.-]*){0,2})/g;
export const CARE_FACILITY =
  /\b(?:care cent(?:er|re)|nursing (?:home|center|facility)|senior living|assisted living|rehab(?:ilitation)? cent(?:er|re)|care home|memory care|skilled nursing)$/i;
/** "Brett has her power of attorney and I think he's been taking money": what "he" or "she" does later in the party's clause. */
const DENIED_ACT =
  /^\s*(?:(?:didn'?t|didnt|did not|never)\s+(?:take|do|touch|steal|say|have)\s+(?:anything|a thing|nothing)|(?:wasn'?t|was not|had nothing to do)\b)/i;
export function pronounActs(clause: string, pronouns: "he" | "she" | "he|she" = "he|she"): boolean {
  // "hes opening", "he's", "shes": the pronoun with its verb run on, as typed on a phone.
  for (const pronoun of clause.matchAll(new RegExp(`\\b(?:${pronouns})(?:['’]?s)?\\b`, "gi"))) {
    const rest = clause.slice((pronoun.index ?? 0) + pronoun[0].length);
    // "my roommate was with me but she didnt take anything": a denial of the act is none.
    if (DENIED_ACT.test(rest)) continue;
    if (HOSTILE_AFTER.test(rest) || actsAgainstTheVisitor(rest)) return true;
  }
  return false;
}

/** A place of medical care by its name ("St. Luke's Regional", "Mercy Medical Center", "Valley Urgent Care"). */
export const CARE_PROVIDER =
  /\b(?:hospital|medical (?:center|centre|group|clinic)|clinic|health(?:care)? (?:system|center|centre)|(?:regional|general|memorial)(?: medical| hospital)?$|surgical (?:center|centre|associates)|surgery (?:center|centre)|urgent care|dental|dentistry|orthopedics?|pediatrics?|st\.? [a-z]+['’]s)\b/i;
/** Harm from medical care told in the story: what makes a doctor or a hospital the other side. */
export const MEDICAL_HARM =
  /\b(?:left (?:(?:a|an|the|some)\s+)?(?:[\w-]+\s+){0,5}?(?:inside|in) (?:me|him|her|my|his|their)|misdiagnos\w*|wrong (?:diagnosis|medication|meds|dose|site|side|leg|arm|knee|tooth|patient)|botched|nicked|malpractice|negligen\w*|surgical (?:error|mistake)|(?:made|a) mistake during|perforat\w*|missed (?:the|my|his|her) (?:diagnosis|cancer|fracture|infection|stroke|heart attack)|sent (?:me|him|her) home with)\b/i;

/** Words that open a sentence and are no name ("My", "We", "Then", "Last"). */
export const SENTENCE_OPENERS = new Set(
  "i i'm im i've we we're they he she it my our their his her the a an this that these those then now so and but also after before when last next today yesterday on in at since because if".split(
    " ",
  ),
);
/** What an insurer does to a claim ("denied the claim", "has rejected our claim", "closed my claim"). */
export const CLAIM_REFUSED =
  /^\s*(?:has |have |just |then |finally )*(?:denied|rejected|refused to pay|won'?t pay|closed|dropped|cancell?ed) (?:the|our|my) (?:[\w-]+ )?(?:claim|policy|coverage)\b/i;

/** Harm a resident comes to in care ("fell out of bed", "bed sores", "left her alone"): what makes the facility the other side. */
export const CARE_HARM =
  /\b(fell|falls?|bed ?sores?|pressure (?:sores?|ulcers?)|neglect\w*|injur\w*|hurt|bruis\w*|abus\w*|fractur\w*|broke (?:her|his)|dehydrat\w*|malnourish\w*|left (?:her|him) (?:alone|in|on)|died|passed away|infection|overdos\w*|wrong (?:medication|meds|pills|dose))\b/i;
/** Harm that is itself neglect in care, whatever verb tells it ("they let him get a stage 4 bedsore"). */
export const CARE_NEGLECT =
  /\b(?:bed ?sores?|pressure (?:sores?|ulcers?)|neglect\w*|dehydrat\w*|malnourish\w*|left (?:her|him) (?:alone|in|on)|wrong (?:medication|meds|pills|dose))\b/i;
/** "Tammy Reinhart, posted that my daycare abuses kids, which is completely false": what someone told others, said to be false. */
export const TOLD_FALSELY =
  /^[\s,;:)'"’-]*(?:[\w']+[\s,]+){0,5}?(?:posted|wrote|said|saying|says|told (?:everyone|people|others)|is telling (?:everyone|people|others)|claimed|left (?:(?:a|an|two|three|several|some|fake|bad|\d+) )*(?:[\w-]+ )?reviews?)\b[^.!?]{0,160}\b(?:false|lies?|lying|not true|untrue|made (?:it )?up)\b/i;
export const TITLE_ONLY = /^(?:reps?|representative|officer|agent|det|detective|sgt|sergeant|deputy|trooper)$/i;
export const HARMED_BY =
  /\bby\s+(?:a|an|the|their|his|her|some)\s+(?:[\w-]+\s+){0,3}?(?:from|of|belonging to|owned by|driven by|working for|for)\s+(?:the\s+)?$/i;
/** Where something was posted online: a place, never a party. */
export const SOCIAL_SPOT =
  /\b(?:facebook|instagram|tiktok|twitter|snapchat|whatsapp|nextdoor|reddit|youtube|linkedin|group chat)\b.*\b(?:group|page|post|chat|account|story|forum|marketplace|feed)s?$/i;
export const PREMISES =
  /(?:\b(?:slipped|fell|tripped|was hurt|got hurt|injured|surgery|operation|treated)\b[^.!?]{0,120}\b(?:at|in|outside)\s+(?:(?:the|a|an)\s+)?|\b(?:me ca[ií]|se cay[oó]|nos ca[ií]mos|me resbal[eé]|se resbal[oó]|me lastim[eé]|se lastim[oó])\b[^.!?]{0,120}\b(?:en|afuera de|frente a)\s+(?:(?:el|la|los|las|un|una)\s+)?)$/i;
/** "we were staying at the X Hotel" ... "I slipped": where the visitor stayed, in a story of a fall there. */
export const STAYED_AT = /\b(?:staying|stayed|stay|guests?|checked in|checked into|a room) (?:at|in)\s+(?:the\s+)?$/i;
export const FELL = /\b(?:slipped|slip|fell|fall|tripped|trip)\b/i;
export const HOSTILE_BEFORE =
  /(?:\b(?:owned|managed|run|operated) by\s+(?:the\s+)?$|\bcollector called\s+$|\b(?:served|notice|letter|papers|summons|complaint|lawsuit|detainer|eviction|cease[- ]and[- ]desist|c\s?&\s?d|takedown|demand)\b[^.!?]{0,60}\bfrom\s+(?:the\s+)?$|\b(?:the|our|my) (?:company|business|other party|other side|employer|landlord|creditor|collector|driver|contractor|seller|buyer) (?:is|was|called|named|is called|is named)\s+$|\b(?:a|an|the|this|some) (?:[a-z]+\s+)?(?:company|business|firm|store|shop|competitor|guy|man|woman|lady|person|contractor|landlord|agency|website|brand) (?:called|named)\s+$|\b(?:company|name|landlord|owner|llc|management company|management) on (?:my|our|the) lease (?:is|was|says)\s+$|\b(?:my|our|the) lease is (?:with|from|under)\s+$|\b(?:agreement with|deal with|lease with|signed with|dispute with|problem with|issue with|case against|complaint against)\s+$|\b(?:against|calls from|letters? from|papers from|notice from|lawsuit from|employer,?|debt (?:to|with)|collection(?:s)? (?:from|by))\s+(?:the\s+)?$)/i;

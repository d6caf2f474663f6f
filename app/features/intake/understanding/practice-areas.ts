import { areaOfService } from "~/features/intake/agent/builtin/identify-service.ts";
import type { PracticeArea } from "~/features/intake/agent/builtin/lexicon.ts";
import type { PracticeAreaId } from "./types.ts";
import { foldMarks } from "./text.ts";

/**
 * A finer taxonomy under the firm's services: each sub-area belongs to a canonical area, and the
 * firm's configured services are mapped to canonical areas (identify-service.ts). A sub-area whose
 * area the firm does not offer is "outside the firm's services", never forced into a wrong one.
 */

type SubArea = {
  id: PracticeAreaId;
  area: PracticeArea;
  fallback: PracticeArea | null;
  words: RegExp;
  label: string;
  remedy?: RegExp;
};

/** Things a person owns and another may keep from them. */
const PERSONAL_PROPERTY = [
  "car",
  "truck",
  "vehicle",
  "title",
  "keys",
  "stuff",
  "things",
  "belongings",
  "furniture",
  "tools",
  "dog",
  "cat",
  "pet",
  "laptop",
  "phone",
  "tv",
  "jewelry",
  "clothes",
  "bike",
  "motorcycle",
  "ring",
  "money",
];

/** The visitor seeking bankruptcy ("i think i need to file bankruptcy", "we're thinking about bankrupcy"). */
/** "can you guys do bankruptcy?", "do you handle tax stuff": the visitor asks the firm for a practice by name. */
const asksTheFirmFor = (practice: string) =>
  String.raw`\b(?:can|could|do|does|will|would) (?:you|y'?all|you guys|your (?:firm|office)|the firm|your lawyers?)\b(?: \w+){0,2}? (?:do|handle|take|help with|deal with|work on|file) (?:a |an |any |my |our )?(?:${practice})`;
const SEEKING_BANKRUPTCY = new RegExp(
  String.raw`\b(?:i|we|i'?m|im|we'?re|i am|we are|i'?ve|we'?ve)\b[^.!?]{0,40}?\b(?:file|filing|declare|declaring|go through|going through|thinking (?:about|of)|considering|looking into)\b[^.!?]{0,12}?\bbankrup\w*|\b(?:should|could|can|want to|need to) (?:i|we)? ?(?:just )?(?:do|file|go) (?:for |with )?chapter (?:7|13|seven|thirteen)\b|${asksTheFirmFor("bankrupt\\w*|chapter (?:7|13)")}`,
  "i",
);
const ASKS_FOR_TAX = new RegExp(asksTheFirmFor("tax\\w*"), "i");

/** "charged under the UCMJ", "his article 32 hearing", "a discharge upgrade". */
const MILITARY_JUSTICE =
  /\b(?:ucmj|uniform code of military justice|court[- ]martial\w*|article (?:15|32)\b|(?:discharge|characteri[sz]ation) upgrade|upgrade (?:my |his |her |the )?(?:other than honorable |oth |general |bad conduct )?discharge|other than honorable|dishonorable discharge|military (?:law|lawyer|attorney|case|court|defense))\b/i;

/** Another making or selling what the visitor made: "selling basically my lure", "a knock-off". */
const COPYING = String.raw`\b(?:infring\w*|cop(?:ied|ying|y of|ycat)|knock-?offs?|stole|stolen|ripped off|(?:selling|sells|sold|making|makes) (?:almost |basically |nearly |pretty much |practically )?(?:the same|my|an? (?:exact )?cop(?:y|ies))|same (?:design|product|thing))\b`;

/**
 * "my provisional patent application", "the non-provisional is due", "an office action from the uspto";
 * never in a story of someone copying what the visitor made (looked for around a match only, so a long
 * message is not scanned again at every position).
 */
const PATENT_FILING = new RegExp(
  String.raw`\b(?:(?:non-?)?provisional (?:patent\b|application\b)|patent applications?|(?:file|filing|filed) (?:a |for a |my |our |the )?(?:utility |design )?patent\b|uspto|office action|patent examiner)(?![^]*${COPYING})(?<!${COPYING}[^]*)`,
  "i",
);

/** What a person creates and another may copy ("my embroidery patterns", "my artwork"). */
const CREATIVE_WORKS = [
  "art",
  "artwork",
  "designs?",
  "logo",
  "photos?",
  "photographs?",
  "pictures?",
  "images?",
  "music",
  "songs?",
  "lyrics",
  "drawings?",
  "illustrations?",
  "videos?",
  "writing",
  "book",
  "patterns?",
  "templates?",
  "fonts?",
  "characters?",
  "recipes?",
  "poems?",
  "content",
].join("|");

/**
 * The visitor says there is no dispute: "i dont really have a case", "nobody is suing me", "nothing is
 * wrong exactly", "a general going-over". A general consultation, with no other side.
 */
export const NO_DISPUTE =
  /\b(?:(?:i|we) (?:don'?t|do not) (?:really )?have a ['"‘“]?case\b|(?:nobody|no one|no-one) is suing (?:me|us)|(?:i'?m|i am|we'?re|we are) not suing (?:anyone|anybody)|nothing is (?:really )?wrong(?: exactly)?|nothing is on fire|(?:don'?t|do not) think (?:anybody|anyone) is doing anything wrong|general (?:legal )?(?:going-over|check-?up|sit-?down))/i;

/** Most specific first: an immigration removal hearing is immigration, never criminal. */
export const SUB_AREAS: readonly SubArea[] = [
  {
    // Military justice (the UCMJ, courts-martial, discharge reviews) is a practice of its own: a firm
    // without it says so, whatever criminal words the story also uses (ADR 0134).
    id: "military-justice",
    area: "military",
    fallback: null,
    label: "military law",
    remedy: MILITARY_JUSTICE,
    words: MILITARY_JUSTICE,
  },
  {
    // Filing for a patent at the USPTO needs a registered patent practitioner: a practice of its own,
    // unlike a dispute over someone copying an invention, which stays intellectual property (ADR 0134).
    id: "patent-filing",
    area: "patent",
    fallback: null,
    label: "patent filing",
    remedy: PATENT_FILING,
    words: PATENT_FILING,
  },
  {
    id: "immigration-removal",
    area: "immigration",
    fallback: null,
    label: "immigration (removal)",
    words:
      /\b(immigration|inmigraci[oó]n|(?:la )?migra|detenid[oa] por (?:el |la )?ice|deportad\w*|deportaci[oó]n|asilo|ice (?:officers?|agents?)|removal (?:hearing|proceedings?)|deport\w*|immigration court|notice to appear(?=[^.!?]{0,80}\b(?:dhs|ice|immigration|removal|homeland security)\b)|(?<=\b(?:dhs|ice|immigration|homeland security)\b[^.!?]{0,80})notice to appear|(?:start|file|filing|do) (?:the |her |his |my |our )?(?:papers|paperwork|petition) (?:so|for) (?:she|he|my (?:wife|husband|spouse|fianc[eé]e?)) (?:can|could|to) (?:live|stay|come|move|be) (?:here|with (?:me|us)|to the (?:us|u\.s\.|states))|ice detain\w*|detained by ice|asylum|green card|visa|uscis|sevis|i-20|f-1 (?:visa|status|student)|international student|(?:form )?(?:i-130|i-485|i-765|i-131|i-751|i-864|i-601a?|i-589|i-129f?|i-140|n-400)|(?:uscis |immigration )?field office|adjustment of status|marriage[- ]based|work permit|overstay\w*|undocumented|daca|citizenship|naturali[sz]\w*)\b/i,
  },
  {
    id: "contract-review",
    area: "contract",
    fallback: "civil",
    label: "contract review",
    // "a lease agreement to review", "look over the contract before i sign": the review asked for names the matter.
    remedy:
      /(?<=\b(?:contract|lease|agreement|offer letter|job offer|nda|(?:brand|sponsorship|ambassador|endorsement|distribution|licensing|publishing|record(?:ing)?|management|franchise) (?:deal|offer))\b[\s\S]{0,1200}?)\b(?:(?:lawyer|attorney|someone|somebody|you)\s+to\s+|(?:could|can|would)\s+(?:you|someone|somebody|a lawyer)\s+(?:please\s+)?|(?:have|get)\s+(?:someone|somebody|a lawyer|an attorney)\s+)(?:read|look at|look over|review|go over|go through|read through|look through|check)\s+(?:it|this|them)\b|\b(?:need|want|get|have|getting|having)\s+(?:a|an|the|my|our|this|that)\s+(?:[\w'’-]+\s+){0,4}(?:contract|lease|agreement|nda|offer letter)\s+(?:reviewed|looked at|looked over|checked|read)\b|\bhow much (?:would|does|will|is) (?:a|the) (?:lease |contract )?review\b|\brevis(?:ar|en|e) (?:el|mi|su|este|ese) (?:contrato|acuerdo|arrendamiento)\b|\b(?:review|look over|looked over|read over|go over)\b[^.!?]{0,40}\b(?:contract|lease|agreement|nda|offer letter|non-?compete)\b|\b(?:about|going|getting ready|planning|supposed) to sign (?:a|an|the|this|my|our) (?:[\w-]+ ){0,4}(?:contract|lease|agreement|nda|offer letter|non-?compete)\b|\b(?:lawyer|attorney|someone|somebody) to (?:read|look at|check|review) (?:it|this|them|the (?:lease|contract|agreement)) before\b|\b(?:agreement|contract|lease|nda|terms)\b[\s\S]{0,300}?\b(?:can|could|would) (?:a |an |the |you |someone |somebody )?(?:lawyer |attorney )?(?:look at|look over|review|read over|read|check) (?:this|it|them|the \w+)\b|\b(?:contract|lease|agreement|nda|offer letter|non-?compete)\b[^.!?]{0,40}\bto (?:review|look over|go over)\b|\b(?:lawyer|attorney|someone|somebody|you) to (?:read|look at|look over|review|go over|check) (?:the |my |this |their )?(?:whole|entire|full) (?:contract|lease|agreement|offer|document)s?\b|\bwhat (?:(?:i|we) (?:can|could|should)|(?:can|could|should) (?:i|we)) (?:push back on|negotiate|ask (?:them )?to change)\b|\b(?:agreement|contract|lease|letter of intent)\b[\s\S]{0,400}?\b(?:need|want|looking for) (?:someone|somebody|a lawyer|an attorney) to (?:review|look over|go over|negotiate)\b/i,
    words:
      /\b(?:review|look over|looked over|look at|read over|go over|check)\b[^.!?]{0,60}\b(?:contract|lease|agreement|nda|offer letter|terms)\b|\b(?:contract|lease|agreement|nda|offer letter)\b[^.!?]{0,40}\bto (?:review|look over|go over)\b|\bbefore (?:i|we) sign\b|\b(?:about|going|getting ready|asked|supposed|planning) to sign\b|\b(?:wants?|wanted|asking|asked|needs?|told) (?:me|us) to sign\b|\b(?:clause|provision|terms?)\b[^.!?]{0,40}\b(?:i|we) (?:don'?t|do not|didn'?t) understand\b/i,
  },
  {
    id: "eviction",
    area: "housing",
    fallback: "civil",
    label: "landlord-tenant (eviction)",
    words:
      /\b(evict\w*|desalojo|desalojar\w*|(?:tengo|tenemos) que (?:salir|irme|irnos|mudarme|mudarnos|desocupar)|notice to (?:quit|vacate)|pay or (?:quit|vacate)|(?:3|three|5|five|14|fourteen|30|thirty|\d{2})[- ]day notice|(?:move|moving) (?:our|my|the) (?:trailer|mobile home|manufactured home)(?: out)?|unlawful detainer|writ of (?:possession|restitution)|housing court|lock(?:ed)? (?:me|us|her|him|them) out of (?:my|our|her|his|their|the) (?:apartment|house|home|unit|place|room)|kick(?:ing|ed)? (?:me|us|her|him|them) out)\b/i,
  },
  {
    id: "landlord-tenant",
    area: "housing",
    fallback: "civil",
    label: "landlord-tenant",
    words:
      /\b(landlord|landlady|tenant|casero|casera|arrendador\w*|rento|rentamos|alquil\w*|due[ñn][oa] (?:del|de la) (?:apartamento|departamento|cuarto|casa|edificio|traila)|apartamento|departamento|lease(?! (?:for|on) (?:a|an|the|our|my) (?:[\w-]+ ){0,2}(?:oven|equipment|machine|copier|car|truck|vehicle|printer|forklift|trailer|boat)s?\b)|(?<!\bafford (?:the |my |our )?|\bpay (?:the |my |our )?|\bwith )rent(?:al|ing)?(?! (?:car|truck|van|vehicle|suv|cars|up here|being|is so|is too|prices))|security deposit|(?<!\b(?:his|her|their|[a-z]+['’]s)\s)apartment|repairs?|mold|leak\w*|property manag\w*)\b/i,
  },
  {
    // A resident hurt by a care home's neglect: an injury claim against the home.
    id: "nursing-home-neglect",
    area: "injury",
    fallback: "civil",
    label: "nursing home neglect",
    words:
      /\b(bed ?sores?|pressure (?:ulcers?|sores?|injur(?:y|ies))|(?:had ?n'?t|had not|not|never) been (?:turned|repositioned|changed)|left (?:him|her|them) in (?:soiled|dirty|wet)|neglect\w* (?:at|in|by) (?:the |his |her )?(?:nursing home|care (?:center|home|facility)|assisted living|memory care))\b/i,
  },
  {
    id: "elder-abuse",
    area: "civil",
    fallback: "family",
    label: "elder abuse",
    words:
      /\b(elder (?:abuse|neglect)|nursing home|care home|power of attorney|adult protective services|taking (?:money )?(?:out of|from) (?:his|her) (?:bank )?account|financial (?:abuse|exploitation)|senior living|assisted living|missing from (?:her|his) (?:bank )?accounts?|taking (?:her|his) (?:money|social security)|stealing from (?:my )?(?:grand)?(?:mom|dad|mother|father)|caregiver|dementia|senior care|bed ?sores?|pressure (?:sores?|ulcers?)|alzheimer'?s|(?:drain\w*|emptie?d?|cleaned out|went through) (?:her|his) (?:life )?(?:savings|accounts?)|add(?:ed|ing)? (?:himself|herself|themselves) (?:to|on) (?:her|his|my (?:mom|mother|dad|father|grand(?:ma|pa|mother|father))'?s?) (?:bank )?accounts?|(?:mom|mother|dad|father|grand(?:ma|pa|mother|father))\s*\([^)]{0,20}\b(?:[7-9]\d|1[01]\d)\))\b/i,
  },
  {
    id: "custody",
    area: "family",
    fallback: null,
    label: "custody",
    words:
      /\b((?<!\b(?:share|sharing|shared|joint|50\/50) )custody|custodia|visitation|visitas|parenting (?:time|plan)|won'?t let me see (?:my|the|our) (?:kids?|son|daughter|children)|no me (?:deja|dejan) ver a mis? hij[oa]s?|se llevo a (?:mis|los|nuestros|nuestras) (?:hij[oa]s|nin[oa]s)|no me (?:los|las|lo|la) (?:quiere|quieren) (?:regresar|devolver|dar|entregar)|grandparents?['’]? (?:have )?(?:rights|visitation)|(?:kept|keeping|keeps|keep) (?:my|our) grand(?:son|daughter|kids?|children|child|baby) (?:away )?from (?:me|us)|won'?t let (?:me|us) see (?:my|our) grand(?:son|daughter|kids?|children|child|baby)|took (?:my|the) (?:kids?|children|son|daughter)|(?:stopped|not|isn'?t|won'?t|didn'?t|refus\w* to) (?:bringing|bring|returning|return) (?:the (?:kids?|children|baby)|my (?:son|daughter|kids?|children|baby)|(?!it\b|them\b)[a-z]+) back)\b/i,
  },
  {
    // A stepparent or relative adoption, and the rights of the parent it would end.
    id: "adoption",
    area: "family",
    fallback: null,
    label: "adoption",
    words:
      /\b(adopt(?:ed|ing|s)?|adoption|terminat\w* (?:of )?(?:his|her|their|the father'?s|the mother'?s)? ?parental rights|parental rights)\b/i,
  },
  {
    id: "child-support",
    area: "family",
    fallback: null,
    label: "child support",
    words: /\b(child support|support payments?|alimony|spousal support|manutenci[oó]n|pensi[oó]n alimenticia)\b/i,
  },
  {
    id: "divorce",
    area: "family",
    fallback: null,
    label: "divorce",
    remedy: /\b(?:want|need|file for|filing for|get|getting) (?:a )?divorce\b/i,
    words:
      /\b(divorc(?!ed\b)\w*|(?<!\b(?:are|were|been|we're|i'm|im|is|am)\s)divorced\b|separat(?:ion|ed|ing)|dissolution of marriage|prenup\w*|married (?:for )?\d+ (?:years|yrs)|(?:our|my) marriage is over|leave my (?:husband|wife))\b/i,
  },
  {
    id: "domestic-violence",
    area: "family",
    fallback: "criminal",
    label: "domestic violence / protective order",
    remedy:
      /\b(?:restraining order|protective order|protection order|order (?:of|for) protection|harassment restraining order|no[- ]contact order|stalking order|orden(?:es)? de (?:restriccion|proteccion|alejamiento))\b/i,
    words:
      /\b(hits me|beats me|chokes me|hurts me|(?:he|she|husband|wife|boyfriend|girlfriend|partner|ex) (?:hit|beat|choked|hurt|slapped|punched) me|afraid of (?:him|her)|scared of (?:him|her)|restraining order|protective order|protection order|order (?:of|for) protection|domestic (?:violence|abuse)|abusive (?:husband|wife|partner|ex)|me (?:empujo|pego|golpeo|golpea|pega|amenaza|amenazo)|violencia domestica)\b/i,
  },
  {
    id: "unemployment-appeal",
    area: "employment",
    fallback: null,
    label: "unemployment appeal",
    words:
      /\b(unemployment (?:benefits?|claim|appeal|hearing|office|insurance agency)|just cause|(?:department|dept\.?) of jobs? and family services|(?:denied|denial of|deny|denies|disqualified from|cut off)\b[^.!?]{0,25}\bunemployment|ui benefits|workforce commission|employment security (?:commission|department|division|agency)|employment development department)\b/i,
  },
  {
    // A former employer holding the visitor to a non-compete: an employment matter, read as a contract when the firm has no employment service.
    id: "non-compete",
    area: "employment",
    fallback: "contract",
    label: "non-compete",
    words:
      /\b(non-?competes?|noncompetes?|non-?compete (?:agreement|clause)|non-?solicit\w*|restrictive covenants?)\b/i,
  },
  {
    id: "wage-claim",
    area: "employment",
    fallback: null,
    label: "wage claim",
    words:
      /\b(unpaid (?:wages?|overtime|commissions?|bonus(?:es)?)|owe[sd]? (?:me|us) (?:about |around |over |almost |nearly )?(?:\$[\d,.]+k? )?(?:in )?(?:back )?(?:commissions?|wages|pay|overtime|tips|bonus(?:es)?)|overtime|(?:didn'?t|did not|never|won'?t|hasn'?t|haven'?t|have not|has not) (?:yet )?(?:pay|paid) (?:me|my|us|our)|final pay(?:check)?|wage claim|(?<!garnish\w*\b[^.!?]{0,60})paycheck(?!\s+(?:at|from|with)\b[^.!?]{0,40}\b(?:garnish\w*|levied|seized))|minimum wage|wage theft|(?:never got|didn'?t get|did not get|hasn'?t gotten|hasn'?t received|never received|still waiting (?:on|for)) (?:her|his|my|their|our|the) (?:last|final) (?:\d+ |two |three )?(?:checks?|paychecks?|pay)|(?:checks?|paychecks?|pay) (?:were|was|are|is|came up|keeps? coming up) short|(?:never|didn'?t|did not|won'?t|don'?t) (?:pay|paid) (?:us |me )?for (?:the|our|my|any) (?:[\w-]+ ){0,3}(?:time|hours|overtime|screening|training|breaks?|shifts?)|tips?|(?:kept|withheld|held back|never paid|didn'?t pay|did not pay) (?:me )?(?:my )?(?:last |final )?(?:\w+ )?(?:weeks?'? |days?'? |months?'? )?(?:pay|paycheck|wages|tips|commissions?)|misclassif\w*|classified (?:me|us) as (?:an? )?(?:independent )?contractors?|no me (?:ha|han) pagado|no me pag\w+|me deben?|horas extras?|owe[sd]? (?:me|us) (?:for )?(?:\d+|a|one|two|three|four|five|six) (?:weeks?|days?|months?)\b(?! (?:of )?rent)|(?:weeks?|days?|months?) (?:de|of) (?:pago|pay|wages)|ultimo cheque|(?:trabajar|trabajando) gratis|work(?:ing)? for free|(?:mis |los )?(?:dos |tres )?[uú]ltimos cheques|salarios?|sueldo)\b/i,
  },
  {
    id: "wrongful-termination",
    area: "employment",
    fallback: null,
    label: "wrongful termination",
    words:
      /\b(fired|terminat\w*|let go|let (?:me|us|him|her) go|laid off|wrongful(?:ly)? (?:termination|dismiss\w*)|retaliat\w*|discriminat\w*|harass\w* at work|hostile work|(?:boss|supervisor|manager|(?:shift |team )?lead|coworker|co-worker|foreman)\b[^.!?]{0,80}\b(?:grabbed|groped|touched) (?:me|my)|comments about my body|sexual comments|demoted|severance|fmla|(?:medical|maternity|paternity|family|disability) leave|(?:position|job|role) (?:was|had been|has been) (?:filled|given to)|(?:final |written |verbal )+warning|(?:got|been|was|being) written up|write-?ups? at work|performance improvement plan|(?:fire|terminate) (?:me|us)|whistle-?blow\w*|reported (?:my |our |the )?(?:boss|supervisor|manager|(?:charge )?nurse|coworker|co-worker|foreman|lead) (?:for|to)\b|(?:position|job|role)\b[^.!?]{0,40}?\b(?:was|got|had been|were|is|was being|is being) (?:eliminated|cut)|too old (?:for|to)|because (?:of )?(?:my|i'?m|i am) (?:age|race|religion|disability|pregnan\w*|gender|sex|accent|old|black|muslim|gay|trans)|(?:taken|took me) off the schedule|cut my (?:hours|shifts)|(?:complaint|grievance|charge) (?:with|to) (?:hr|human resources|the eeoc|the labor board)|(?:reported|complained|went|talked)\b[^.!?]{0,20}\bto (?:hr|human resources)|sexual(?:ly)? harass\w*|eeoc|human rights commission|civil rights (?:division|commission)|me despidieron|despedid[oa]|(?:porque|por)\s+(?:estoy|estaba|estar)\s+embarazada|ya no me (?:iba|iban|va|van) a dar (?:m[aá]s )?(?:turnos|horas|trabajo)|me quitaron (?:los |mis )?(?:turnos|horas)|ya no (?:hay|hab[ií]a) trabajo para|me (?:corrieron|echaron) del trabajo|me (?:corrio|despidio|echo)\b|(?:dijo|dijeron)(?: que)? (?:ya )?no (?:regresara|volviera|viniera)|deactivat\w* (?:my|our) (?:account|profile)|deactivat\w* (?:me|him|her))\b/i,
  },
  {
    // Force used by police on someone not charged: a claim against the officers and their city, not a defence.
    id: "police-misconduct",
    area: "civil",
    fallback: "injury",
    label: "police misconduct",
    words:
      /\b(excessive force|police brutality|(?:police|officers?|cops?|deput(?:y|ies)|troopers?)\b[^.!?]{0,40}\b(?:slammed|beat|beaten|tased|tazed|punched|kicked|choked|shot|broke|threw)\b|(?:wasn'?t|was not|weren'?t|never) (?:charged|arrested) with anything|false arrest|wrongful(?:ly)? arrest\w*|slammed (?:me|him|her) (?:on|onto|into|against|to) the (?:hood|ground|car|wall|pavement|floor)|hold (?:them|the (?:police|officers?|cops?|department|deputies|city)) accountable|civil rights (?:lawsuit|violation|claim|case)|section 1983)\b/i,
  },
  {
    id: "dui",
    area: "criminal",
    fallback: null,
    label: "DUI",
    words:
      /\b(dui|dwi|owi|drunk driving|manej\w* (?:borracho|ebrio|tomado)|conduc\w* (?:borracho|ebrio)|driving (?:under the influence|while intoxicated)|breathalyzer|blood alcohol)\b/i,
  },
  {
    id: "criminal-defense",
    area: "criminal",
    fallback: null,
    label: "criminal defense",
    words:
      /\b(arrest\w*|detenid[oa]|arrestad[oa]|acusad[oa]|lo acusaron|la acusaron|posesi[oó]n|c[aá]rcel|fianza|charged with|domestic battery|no[- ]contact order|criminal charges?|misdemeanor|felony|probation|arraignment|public defender|police (?:took|searched|stopped|held)|jail|bail|warrant|shoplift\w*|juvenile (?:court|detention|probation)|driving (?:without a licen[cs]e|on a suspended licen[cs]e|with a suspended licen[cs]e)|manej\w* sin licencia|expunge\w*|expunction|seal(?:ed)? (?:my|the|his|her) (?:record|conviction)|assault charge|possession|pretrial diversion|diversion (?:program|thing)|(?:caught|stopped) (?:leaving|walking out|with)\b[^.!?]{0,60}\b(?:didn'?t|did not|without) pay\w*|notice to appear(?![^.!?]{0,80}\b(?:dhs|ice|immigration|removal|homeland security)\b)|(?:citation|cited|ticket(?:ed)?|charged|summons) for (?:\w+ )?(?:trespass\w*|theft|shoplifting|disorderly|dui|dwi|possession|assault|battery|vandalism))\b/i,
  },
  {
    // "my ex took my car and won't give it back": a thing kept from its owner is a civil matter (or theft), never family law by itself.
    id: "personal-property",
    area: "civil",
    fallback: null,
    label: "personal property",
    words: new RegExp(
      String.raw`\b(?:(?:won'?t|wont|will not|refuses? to|refused to) (?:give|hand|bring) (?:it|them|him|her|my [\w ]{1,20}?) back|(?:won'?t|wont|will not|refuses? to|refused to) return (?:it|them|him|her|my)|(?:took|stole|kept|keeps|still has|is keeping|sold|pawned) my (?:${PERSONAL_PROPERTY.join("|")}))\b`,
      "i",
    ),
  },
  {
    // A person bitten or mauled: an injury, whoever owns the dog and whatever fence it came through.
    id: "dog-bite",
    area: "injury",
    fallback: "civil",
    label: "dog bite",
    words:
      /\b(dog bit\w*|bitten|mauled|(?:got|was|were|been|gets) bit\b|(?:dog|pit ?bull|rottweiler|shepherd|husky|bulldog|doberman)\b[^.!?]{0,40}\b(?:bit|bites|attacked|mauled|lunged at)\b)/i,
  },
  {
    id: "neighbor-dispute",
    area: "civil",
    fallback: null,
    label: "neighbor / property dispute",
    words:
      /\b(neighbou?r'?s? (?:[\w-]+ )?(?:tree|fence|dogs? (?:keeps?|barks?|barking|poops?|gets? (?:in|out|into))|yard|property|house|driveway|wall|noise|car|trash|roof|branches)|(?:my|our|the) neighbou?rs? (?:keeps|won'?t|refuses|built|cut|parked|broke|damaged|is suing|sued)|neighbou?rs?\b[^.!?]{0,60}\b(?:harass\w*|threaten\w*|bang\w*|yell\w*|threw|vandaliz\w*|keyed)|fence|property line|(?<!(?:for|with|of) (?:criminal )?)trespass\w*|easement|hoa(?=[^.!?]{0,80}\b(?:fence|property line|yard|trees?|driveway|easement|parking|neighbou?rs?|shed|noise|drainage|lot line)\b)|drainage|runoff|floods? (?:our|my) (?:yard|property|basement|lot|land))\b/i,
  },
  {
    id: "personal-injury",
    area: "injury",
    fallback: "civil",
    label: "personal injury",
    words:
      /\b(car (?:accident|crash)|accident|(?:hit|struck|t-?boned|sideswiped|slammed into|rammed) (?:my|our|his|her) (?:car|truck|van|suv|vehicle|motorcycle|bike|scooter)|(?:uninsured|underinsured) (?:driver|motorist)|um coverage|uim coverage|(?:hit|struck|rear[- ]?ended) by (?:a|an|the)|drunk driver|hospital bills|(?<!\b(?:keeps?|kept|app|site|website|portal|computer|system|server|phone|laptop|program)\s)crash\w*|rear[- ]?ended|slip(?:ped)? and f[ae]ll|slipped|tripped|fell|injur\w*|(?<!\b(?:this|that|it|which)\s+(?:really\s+)?)hurt(?!\s+(?:us|our|my|his|her|their)\s+(?:bad|badly|financially|credit|business|feelings|reputation|chances))|whiplash|concussion|jackknif\w*|(?:broke (?:my|her|his|their|two|three|several|a)|broken|fractured|shattered|cracked) (?:arm|leg|wrist|hip|ankle|back|neck|nose|foot|hand|ribs?|collarbone|kneecap|shoulder|pelvis|jaw|skull|elbow|knee|fingers?|toes?)|(?:turned|backed|pulled|swerved|ran|drove|crashed|slammed) (?:right |left )?into (?:me|us|him|her)\b|medical bills|dog bit\w*|bitten|plastic surgeon|mauled|stitches|surgeon|surgical|botched|misdiagnos\w*|(?:left|found) (?:a|an) [\w ]{0,20}(?:inside|in (?:her|his|my) (?:body|knee|hip|abdomen|stomach))|(?:bit|attacked) (?:me|him|her|us|my \w+|our \w+)|malpractice|negligen\w*|swallowed|choked on|defective|recall(?:ed)?|no warning|exploded|sent (?:him|her|me|them) home (?:saying|with|and|after)|accidente|choque|chocaron|se cay[oó]|me ca[ií]|se resbal[oó]|me resbal[eé]|se fractur\w*|me fractur\w*|fractur[oó]|choc(?=[oó])|atropell\w*|me duele|lesionad[oa]|me lastim[eé]|lastimad[oa]|nos pego|me pego (?:el|la|un|una)|urgencias|wrongful death|(?:was|were|got) killed|(?:backed|ran|run) over (?:him|her|me|them)|died (?:at work|on the job|in (?:a|the) (?:crash|accident|fall|collision)))\b/i,
  },
  {
    id: "debt-collection",
    area: "civil",
    fallback: null,
    label: "debt collection",
    words:
      /\b(debt collect\w*|repossess\w*|repo'?d|repo (?:man|company|agent)|collection agency|collections|(?:credit|debt|portfolio|asset|account) (?:management|recovery|acceptance|resolution|solutions)|(?:sued|suing) (?:me|us) for (?:\$|about \$|over \$)|(?:opened|maxed out|used) (?:that|the|a|my|this) (?:credit )?card|identity theft|(?:cards?|accounts?|loans?) in my name|collection (?:letters?|notices?|calls?|accounts?|lawsuits?)|in collection|creditor|owe\w* (?:money|\$)|garnish\w*|credit card debt|medical debt|(?:i|we) owe|old [\w /&'-]{0,30}card|(?:summons|sued|suing|lawsuit)\b[^.!?]{0,60}\bfor (?:an? |my |the )?(?:old )?[\w /&'-]{0,30}\b(?:credit card|card|account|loan|balance)\b|sued (?:me )?for (?:a )?debt|judgment against me)\b/i,
  },
  {
    // Social Security disability and other public benefits: an agency's decision, never injury or employment law.
    id: "public-benefits",
    area: "benefits",
    fallback: null,
    label: "public benefits",
    words:
      /\b(ssdi|ssi|social security (?:disability|benefits|office|administration)|(?:from|by|with) social security\b(?! (?:number|card))|(?:denied|turned down|rejected) (?:for|on) (?:my )?disability|disability (?:denial|appeal|hearing|claim)|supplemental security income|disability (?:benefits|claim|application) (?:with|from|through) social security|(?:denied|approved) (?:for )?(?:ssdi|ssi)|(?:applied|apply|applying) for disability|reconsideration (?:got |was )?(?:denied|turned down)|(?:hearing|appeal) with (?:a|an|the) (?:administrative law )?judge|sedentary work|food stamps|snap benefits|medicaid (?:denied|application|was denied|got denied)|va (?:disability )?(?:claim|rating))\b/i,
  },
  {
    // Bankruptcy is a practice of its own (a federal court, its trustee and its forms): a firm without it
    // says so and refers the visitor (ADR 0113). Another's bankruptcy ("the contractor filed for
    // bankruptcy with our deposit") leaves the visitor's own matter where it was.
    id: "bankruptcy",
    area: "bankruptcy",
    fallback: null,
    label: "bankruptcy",
    remedy: SEEKING_BANKRUPTCY,
    words: new RegExp(
      String.raw`${SEEKING_BANKRUPTCY.source}|\b(?:chapter (?:7|13|seven|thirteen)|bankruptcy (?:lawyer|attorney|petition|trustee|court|case))\b`,
      "i",
    ),
  },
  {
    // Taxes owed to the IRS or a state: a practice of its own (ADR 0113).
    id: "tax",
    area: "tax",
    fallback: null,
    label: "tax",
    remedy: ASKS_FOR_TAX,
    words:
      /\b(irs|internal revenue service|tax (?:audit|lien|levy|debt|bill|court|return)s?|back (?:payroll |property |income |sales )?taxes|payroll taxes|(?:examining|auditing|audit of) (?:my|our) (?:\d{4} )?(?:tax )?returns?|franchise tax board|(?:state )?department of revenue)\b/i,
  },
  {
    // A lender taking the visitor's home: a civil matter, whatever is said of bankruptcy beside it.
    id: "foreclosure",
    area: "housing",
    fallback: "civil",
    label: "foreclosure",
    // "my mortgage company wants to know when the roof will be done": the lender named in passing is no foreclosure.
    words:
      /\b(foreclos\w*|(?:behind|late) on (?:my|our|the) mortgage|mortgage (?:company|servicer|lender)(?=[^.!?]{0,60}\b(?:sale|auction|behind|late|default\w*|notice|accelerat\w*|modif\w*|missed|payments?)\b))\b/i,
  },
  {
    id: "wills-estates",
    area: "estate",
    fallback: "general",
    label: "wills and estates",
    // "want to challenge the will" (a parent with dementia, a caregiver) is a will contest, not elder abuse.
    remedy:
      /\b(?:challeng\w*|contest\w*|fight\w*|disput\w*|overturn\w*) (?:the|her|his|their|this|that|(?:my|our) (?:mom|dad|mother|father|grand(?:ma|pa|mother|father))'?s) (?:new |last |updated |changed )?will\b|\bprobate (?:court|hearing|case)\b|\b(?:a|the) (?:new|later|different|second|changed|updated) will\b|\bwill (?:is|was) (?:being )?probated\b|\b(?:need|want|make|making|get|getting|write|writing|have never done|never done|never made) (?:a |our |my |new |simple )?wills?\b(?! (?:to|be|not|it)\b)/i,
    words:
      /\b(will and testament|my will|a will|(?:our|my|their|the|write|writing|update|updating|draft\w*) wills|wills and (?:trusts|estates)|living will|estate plan\w*|probat\w*|(?<!\breal )estate(?! (?:agent|agency|broker|company|office|listing))|inheritance|inherit\w*|executor|executrix|trust fund|living trust|passed away and|the (?:new |old |last )?will (?:says|said|leaves|left|gives|gave|splits)|(?:mom|dad|mother|father|grandma|grandpa|grandmother|grandfather|husband|wife) (?:passed|died) (?:in|on|last|away))\b/i,
  },
  {
    id: "intellectual-property",
    area: "ip",
    fallback: null,
    label: "intellectual property",
    words: new RegExp(
      String.raw`\b(trademark|copyright|patent|fair use|licens(?:e|ing) fees?|watermark|commercial licen[sc]e|(?:never )?licensed (?:it|them|the (?:photos?|images?|pictures?|songs?|designs?|art(?:work)?)) (?:to|for)|(?:found|saw|spotted|seen) (?:one of |some of |two of )?my (?:${CREATIVE_WORKS})\b[^.!?]{0,60}\b(?:on|in) (?:a |an |the |their )?(?:billboard|ads?|website|site|menu|flyer|page|store|shop|cans|shirts|products?|packaging)|(?:kept|keep|own|retain(?:ed)?) (?:all )?(?:the )?(?:usage )?rights|(?:my|our|those|these|the) (?:${CREATIVE_WORKS}) (?:are|were|is|was) (?:on|in|all over|being used)|took (?:one of |some of |two of )?my (?:photos?|pictures?|images?|art(?:work)?|designs?|logos?|videos?|songs?|music)|register(?:ed)? (?:the|my|our) (?:photos?|pictures?|work|designs?|logo|songs?|name)|(?:logo|design|branding|label|packaging) (?:is|looks) (?:almost |nearly |basically |practically )?(?:exactly (?:like )?|identical to |the same as |just like )?(?:ours|mine)\b|marca registrada|derechos de autor|registr\w* (?:la|el|su|mi) (?:marca|nombre|logo)|dejar de usar (?:el|su|mi|nuestro) (?:nombre|logo|marca)|(?:el|la) mism[oa] (?:nombre|marca|logo)|same name|stop using (?:our|my|the) (?:business |company |shop |store |brand )?(?:name|brand|logo)|(?:uses|using|took|registered) (?:our|my) (?:business |company |shop |store )?name|stole my (?:design|logo|idea|code|photos?)|(?:using|uses|used|copied|copying|selling|sells|stole|took)\b[^.!?]{0,30}\b(?:the )?(?:exact )?same (?:logo|design|artwork|label|packaging|branding)|infring\w*|dmca|take-?down(?: notice| request)?|(?:exact |direct |cheap )?(?:copies|copy|knock-?offs?|rip-?offs?) of my (?:[\w-]+ ){0,2}(?:${CREATIVE_WORKS})|(?:selling|sells|sold|using|uses|used|copied|copying|printed|printing) [^.!?]{0,40}\b(?:my|his|her|our) (?:[\w-]+ ){0,3}(?:${CREATIVE_WORKS})|licensing|(?:posted|posting|reposted|reposting) [^.!?]{0,40}\bmy (?:${CREATIVE_WORKS})\b[^.!?]{0,60}\b(?:without (?:my )?(?:permission|consent|credit)|(?:their|its) (?:website|ads?|menu|page|store|shop|account|catalog)))\b`,
      "i",
    ),
  },
  {
    // False statements that harm the visitor's name or business: a civil claim, whatever was said.
    id: "defamation",
    area: "civil",
    fallback: null,
    label: "defamation",
    words:
      /\b(defam\w*|slander\w*|libel\w*|(?:1|one|2|two)[- ]star reviews?|(?:bad|negative|fake|false) reviews?|reviews?\b[^.!?]{0,100}\b(?:which|that) (?:is|was) (?:(?:completely|totally|absolutely|simply|100%) )?(?:false|a lie|untrue|not true)|(?:false|fake|lying) (?:reviews?|accusations?|rumou?rs|statements|posts?|claims)|spread(?:ing)? (?:lies|rumou?rs)|(?:posting|posted|saying|said|telling (?:people|everyone|others)|told (?:people|everyone|others)) (?:lies|false things|things that are(?:n'?t| not) true)|ruin(?:ed|ing|s)? (?:my|our) (?:reputation|good name)|(?:posted|posting|wrote|said|told \w+) that (?:i|we|my|our)\b[^.!?]{0,80}[.!?]\s+(?:it'?s|its|that'?s|this is|which is) (?:a )?(?:lie|false|not true|untrue)|(?:both|all|those|these|they) (?:are|were) (?:all )?(?:lies|false|untrue)|(?:post(?:s|ed|ing)?|telling (?:people|everyone|others)|told (?:people|everyone|others))\b[^.!?]{0,120}\b(?:which|that|this|it)(?:'s| is| was) (?:(?:completely|totally|absolutely|entirely|simply|100%) )?(?:a (?:total |complete |flat )?lie|not true|false|untrue))\b/i,
  },
  {
    id: "consumer",
    area: "civil",
    fallback: "contract",
    label: "consumer purchase",
    words:
      /\b(odometer|lemon law|carfax|mechanic|(?:auto |car )?repair shop|body shop|(?:quoted|estimated?) (?:me |us )?(?:about |around )?\$|work (?:i|we) never (?:approved|authorized|agreed to)|(?:won'?t|will not|refuses? to) release (?:my|our) (?:car|truck|vehicle|van|suv)|storage (?:fees?|charges?)|all sales (?:are )?final|(?:bought|purchased) (?:a|an|the|my|our) (?:[\w-]+ ){0,3}(?:car|truck|vehicle|suv|van|couch|sofa|mattress|phone|laptop|tv|fridge|refrigerator|washer|dryer|appliance|furniture|motorcycle|boat|rv|civic|camry|accord)|refund|warranty|as[- ]is|transmission (?:died|failed|went out|blew)|engine (?:died|failed|blew)|(?:bought|purchased) (?:a|an) (?:(?:19|20)\d\d|used|new) [\w-]+|(?:auto|car|truck|motor) sales|sold (?:me|us) (?:a|an|the)|(?:car|auto) dealer\w*|dealership|movers|moving company|home warranty|(?:contractor|roofer|builder|remodeler|plumber|electrician|handyman|landscaper|pool company|fence company)\b[^.!?]{0,80}\b(?:deposit|never (?:did|finished|started|showed|came back)|walked off|half[- ]finished|abandoned))\b/i,
  },
  {
    // A student suspended or expelled: a school's decision, never a criminal charge ("said he threatened him").
    id: "school-discipline",
    area: "general",
    fallback: "civil",
    label: "school discipline",
    words:
      /\b((?:suspended|expelled) from (?:school|class|(?:the |his |her |their )?(?:[\w.'-]+ ){0,3}(?:school|academy))|expelled|expul\w+|school suspension|suspension (?:hearing|letter|meeting)|school (?:board|district) (?:hearing|meeting)|(?:high|middle|elementary) school (?:suspended|expelled)|(?:school|district|schools)\b[^.!?]{0,40}\bsuspended (?:him|her|them|my (?:son|daughter|child|kid|grandson|granddaughter))|disciplinary hearing|alternative school|(?:his|her|an|the) iep\b|504 plan)\b/i,
  },
  {
    // A dispute over a signed deal is a civil matter; a firm with only a contract service gets it there.
    id: "contract-dispute",
    area: "civil",
    fallback: "contract",
    label: "contract",
    words:
      /\b(contract|contractor|(?<!(?:operating|partnership|shareholders?'?|buy-?sell|franchise|asset purchase|stock purchase) )agreement|breach|never finished|never came back|took (?:a|the|our|my) (?:\$[\d,]+ )?deposit|signed (?:a|an|the) (?:deal|agreement)|(?:they(?:'ve| have)|has|have) paid (?:me |us )?(?:\$0|nothing|zero)|freelanc\w*|disclosure(?! document)|(?:hid|concealed|covered up|painted over) (?:the )?(?:[\w-]+ )?(?:damage|water|mold|leaks?|stains|cracks)|closed on (?:a|the|our) (?:house|home|condo)|unpaid invoices?|invoices?|promissory note|missed (?:the last |their last |the )?(?:\d+|two|three|four|several) payments|(?:owner|seller)[- ]financ\w*|owes? (?:me|us) (?:\$|for)|(?:was|were) supposed to (?:arrive|be delivered|ship|be installed)|never (?:arrived|got delivered|was delivered|were delivered|shipped)|(?:want|get|getting) (?:our|my) money back|never delivered|(?:didn'?t|did not|never) (?:deliver|send|ship)(?: it| the \w+)?|scam(?:med|mer)?|got scammed|contratista|anticipo|nunca (?:vino|regreso|termino)|recuperar mi dinero)\b/i,
  },
  {
    id: "business",
    area: "business",
    fallback: null,
    label: "business",
    words:
      /\b(my (?:business|company|llc|startup)|business partner|co-?founder|shareholder|sold (?:our|my|the) (?:[\w-]+ ){0,2}(?:business|company|bakery|restaurant|shop|store|salon|practice|llc|franchise)|incorporat\w*|form an llc|operating agreement|partnership agreement|buy-?sell agreement|business (?:bank )?account|(?:we|i) (?:both )?own [^.!?]{0,40}\b(?:llc|inc|corp)\b|and i (?:co-)?own (?:a|an|the) [^.!?]{0,40}\btogether|buy (?:me|him|her|them) out|buy (?:his|her|their|my) (?:share|half|stake)|wants? out of (?:the|our) (?:business|company)|(?:opened|started|founded|bought|ran|run) (?:a|an|the|our) (?:[\w-]+ ){0,3}(?:business|company|shop|store|salon|restaurant|truck|bakery|bar|cafe|café|studio|gym|practice|llc|franchise)\s+together|(?:starting|setting up|forming|opening) (?:a|an|our|my|the) (?:[\w-]+ ){0,4}(?:business|company|llc|partnership|corporation)|(?:be|an|our|the) llc\b|buy-?out (?:clause|provision|agreement)|sold (?:\d+ ?%|half|part|a (?:stake|share)) (?:of|in) (?:it|the (?:business|company|shop|firm|llc))|buys? (?:out )?the rest|sold (?:my|our|his|her) (?:half|share|stake|part|interest)\b(?! of (?:the|our|my) (?:house|home|car|truck|land))|(?:50\/50|50-50|fifty[- ]fifty) (?:co-?)?(?:owners?|partners?)|co-?owners? (?:of|in) (?:a|an|the|our|my)\b|(?:right of )?first refusal|buy-?out agreement|(?:bought|buying|buy|purchas\w*|acquir\w*) (?:a|an|the|this|that) (?:[\w-]+ ){0,3}(?:business|company|franchise)\b(?! (?:card|trip|hours|address|email|account|insurance)s?\b)|(?:asset|stock|share|membership(?: interest)?) purchase agreement|franchise (?:agreement|disclosure)|\bfdd|(?:starting|setting up|forming|opening) (?:a|an|our|my|the) (?:[\w-]+ ){0,3}(?:brewery|restaurant|bakery|salon|studio|gym|cafe|café|bar|practice|shop|store|franchise)|(?:purchase|buy|redeem)\w* (?:his|her|their|my|our) (?:shares|stock|membership interest|ownership interest)|(?:own|owned|owns) [^.!?]{0,60}\b(?:50\/50|50-50|fifty[- ]fifty))\b/i,
  },
  {
    // No dispute to take on: a general going-over of the visitor's affairs.
    id: "general-checkup",
    area: "general",
    fallback: null,
    label: "general legal check-up",
    remedy: NO_DISPUTE,
    words: NO_DISPUTE,
  },
];

/** The most specific sub-area the text names, or null. */
export function classifyPracticeArea(written: string): PracticeAreaId | null {
  // Spanish read without its marks ("me pagó" as "me pago"): every word list writes both spellings or the plain one.
  const text = foldMarks(written);
  // The court order the visitor asks for names the matter, whatever the setting ("he broke into my apartment, i need a restraining order").
  // A protective order comes first: "he hits me, i want a divorce and a restraining order" is about safety.
  // "a no contact order so i cant go home ... im charged with domestic battery": an order against the visitor is not the remedy sought.
  const accused = VISITOR_ACCUSED.test(text);
  const remedies = SUB_AREAS.filter((sub) => sub.remedy?.test(text) && !(accused && sub.id === "domestic-violence"));
  const remedy = remedies.find((sub) => sub.id === "domestic-violence") ?? remedies[0];
  // "nothing is on fire, we're starting a landscaping business": a calm business plan is the business's.
  if (
    remedy?.id === "general-checkup" &&
    [...text.matchAll(new RegExp(subArea("business")!.words.source, "gi"))].length >= 2
  )
    return "business";
  if (remedy) return remedy.id;
  // "im in jail rn", "got picked up last night for assault": the visitor held on a charge is a criminal matter, whatever injury the story tells.
  if (VISITOR_HELD.test(text)) return "criminal-defense";
  const hits = subAreaHits(text);
  // An area is named as often as its sub-areas together: "overtime" and "terminated" are both employment.
  const areaHits = new Map<PracticeArea, number>();
  for (const sub of SUB_AREAS) areaHits.set(sub.area, (areaHits.get(sub.area) ?? 0) + (hits.get(sub.id) ?? 0));
  let best: { id: PracticeAreaId; area: PracticeArea; hits: number } | null = null;
  for (const sub of SUB_AREAS) {
    if (!hits.get(sub.id)) continue;
    // The first (most specific) sub-area with a hit wins: within its own area always (eviction over
    // landlord-tenant), across areas unless another area is named more than one and a half times as often.
    const current = best as { area: PracticeArea; hits: number } | null;
    const named = areaHits.get(sub.area) ?? 0;
    if (!current || (sub.area !== current.area && named > current.hits * 1.5))
      best = { id: sub.id, area: sub.area, hits: named };
  }
  // "my husband has a green card and was arrested for a DUI": a status alone does not make a matter an
  // immigration case when something else happened; removal, detention or a court of immigration does.
  if (best?.id === "immigration-removal" && !IMMIGRATION_PROCESS.test(text)) {
    const other = SUB_AREAS.find((sub) => sub.area !== "immigration" && sub.words.test(text));
    if (other) return other.id;
  }
  // "the neighbors' dog came through the hole in the fence and bit my daughter": a person hurt makes it
  // an injury, whatever property the story is also about.
  if (best && PROPERTY_DISPUTES.has(best.id) && PERSON_HURT.test(text)) {
    const injury = SUB_AREAS.find((sub) => sub.area === "injury" && sub.words.test(text));
    if (injury) return injury.id;
  }
  // "I run a small catering company ... the venue never paid my invoices": a deal between businesses is a business matter.
  if (best?.id === "contract-dispute" && VISITOR_RUNS_A_BUSINESS.test(text)) return "business";
  // "I slipped at the hotel pool ... their insurer wants me to sign a release": the hurt is the matter, not the paper.
  if (best?.id === "contract-review" && PERSON_HURT.test(text)) {
    const injury = SUB_AREAS.find((sub) => sub.area === "injury" && hits.get(sub.id));
    if (injury) return injury.id;
  }
  // "my daughter got bit by the dog at the rental next door": a bite that hurt someone is the matter, whatever home it happened at.
  if (best?.id === "landlord-tenant" && PERSON_HURT.test(text) && subArea("dog-bite")?.words.test(text))
    return "dog-bite";
  return (best as { id: PracticeAreaId } | null)?.id ?? null;
}

/** How often the text names each sub-area's words. */
function subAreaHits(text: string): Map<PracticeAreaId, number> {
  const hits = new Map(SUB_AREAS.map((sub) => [sub.id, [...text.matchAll(new RegExp(sub.words.source, "gi"))].length]));
  // "the landlord accepted our LOI for a warehouse space", "a lease-purchase on a truck": a lease of a
  // business's premises or equipment is no tenant's home; the rest of the story tells the matter.
  if (COMMERCIAL_LEASE.test(text) && !HOME_LEASE.test(text)) hits.set("landlord-tenant", 0);
  return hits;
}

/** Premises or equipment a business leases. */
const COMMERCIAL_LEASE =
  /\b(?:(?:commercial|retail|office|warehouse|industrial|restaurant|storefront) (?:lease|space|unit|property|building|suite)|storefront|lease-purchase|lease (?:for|on) (?:my|our|the|a|an) (?:new )?(?:shop|store|salon|restaurant|business|office|studio|brewery|bakery|cafe|clinic|practice|gym))\b/i;
/** A home rented: an apartment, a house, a room. */
const HOME_LEASE = /\b(?:apartment|my (?:house|home)|bedroom|roommates?|sublet|security deposit)\b/i;

const PROPERTY_DISPUTES = new Set<PracticeAreaId>(["neighbor-dispute", "personal-property"]);
/** A person's body hurt: stitches, a bite, a broken bone, a hospital. */
const PERSON_HURT =
  /\b(?:stitches|bitten|(?:got|was|were) bit|(?:broke|fractured|broken) (?:my|her|his|their) \w+|concussion|emergency room|hospital|surgery|injur(?:ed|ies|y))\b/i;

/** "I run a small catering company", "we own a sign shop": the visitor's own business. */
const VISITOR_RUNS_A_BUSINESS =
  /\b(?:i|we)\s+(?:run|own|operate|have)\s+(?:a|an|my|our)\s+(?:small\s+|little\s+)?(?:[\w-]+\s+){0,3}?(?:company|business|shop|firm|store|restaurant|bakery|salon|studio|agency|llc)\b/i;

/** The visitor is held or was taken in on a charge. */
const VISITOR_HELD =
  /\b(?:(?:i'?m|im|i am)\s+(?:still\s+)?(?:in jail|in custody|locked up|in the county jail)|(?:i|we)\s+(?:got|was|were)\s+picked up\s+(?:(?:last night|yesterday|today|this morning)\s+)?for)\b/i;

/** The visitor is the one charged or arrested. */
export const VISITOR_ACCUSED =
  /\b(?:i'?m|im|i am|i was|i got|i've been|i have been|now i'?m|now im)\s+(?:being\s+|now\s+)?(?:charged|arrested|accused|cited|booked)\b/i;

/** What puts a person in immigration proceedings, as opposed to their status. */
const IMMIGRATION_PROCESS =
  /\b(?:removal|deport\w*|deportaci[oó]n|ice\b|la migra|immigration (?:court|judge|hearing|officers?|agents?)|corte de inmigraci[oó]n|notice to appear(?=[^.!?]{0,80}\b(?:dhs|ice|immigration|removal|homeland security)\b)|(?<=\b(?:dhs|ice|immigration|homeland security)\b[^.!?]{0,80})notice to appear|detained by (?:ice|immigration)|detenid[oa] por (?:el |la )?(?:ice|migra|inmigraci[oó]n)|asylum|asilo|uscis|i-130|i-485|i-765|i-751|i-589|field office|adjustment of status|(?:visa|green card|daca|citizenship|naturali[sz]ation) (?:application|renewal|interview|denied|expired|expires|petition)|overstay\w*|undocumented|sevis|i-20|f-1|h-1b|out of status|(?:maintain|lose|losing|lost) (?:my |his |her )?status|immigration (?:lawyer|attorney))\b/i;

/**
 * The story names its sub-area more often than any sub-area of another area: "I was arrested and
 * my wife wants a divorce" is torn (the visitor chooses), "the landlord changed the locks, the
 * police said it's civil" is not.
 */
export function practiceAreaIsClear(written: string): boolean {
  const text = foldMarks(written);
  const winner = subArea(classifyPracticeArea(text));
  if (!winner) return false;
  // "I'm about to sign a lease and want a lawyer to read it": the help asked for settles it.
  if (winner.remedy?.test(text)) return true;
  const hits = subAreaHits(text);
  const own = hits.get(winner.id) ?? 0;
  return SUB_AREAS.every((sub) => sub.area === winner.area || (hits.get(sub.id) ?? 0) < own);
}

export function subArea(id: PracticeAreaId | null): SubArea | null {
  return SUB_AREAS.find((s) => s.id === id) ?? null;
}

export type ServiceMapping = { service: string | null; outsideServices: boolean };

/**
 * The firm's service for a sub-area: its own area, else the sub-area's fallback; none → outside, filed
 * under the firm's general service when it has one (as the interview files it), so the firm sees it.
 */
export function serviceForPracticeArea(id: PracticeAreaId | null, firmServices: readonly string[]): ServiceMapping {
  const sub = subArea(id);
  if (!sub) return { service: null, outsideServices: false };
  const byArea = (area: PracticeArea) => firmServices.find((service) => areaOfService(service) === area) ?? null;
  // "Military Law", "Patents": a firm that names a practice in a service's name offers it.
  const own = byArea(sub.area) ?? firmServices.find((service) => new RegExp(`\\b${sub.area}`, "i").test(service));
  if (own) return { service: own, outsideServices: false };
  const fallback = sub.fallback ? byArea(sub.fallback) : null;
  if (fallback) return { service: fallback, outsideServices: false };
  return { service: byArea("general"), outsideServices: firmServices.length > 0 };
}

/** Who writes the message: the visitor for themselves, or someone for another person. */

/** The writer writes for another person: a client, a congregant, a patient. */
const WRITING_FOR_ANOTHER =
  /\b(?:(?:for|of) my (?:client|congregant|parishioner|patient|resident|member|tenant)|on behalf of|reaching out for|writing for)\b/i;
/** The writer says the matter is another's: "the person this is about", "she asked me to write", "I'm just helping him". */
export const WRITTEN_FOR_ANOTHER = new RegExp(
  String.raw`${WRITING_FOR_ANOTHER.source}|\b(?:the person (?:this|it) is about|(?:she|he|they|(?:my|our) (?:dad|father|mom|mother|parents|grand(?:ma|pa|mother|father)|friend|neighbou?r|coworker|co-worker)) asked me to (?:write|reach out|message|contact)|(?:i'?m|im|i am) (?:just )?helping (?:her|him|them|my (?:mom|mother|dad|father|parents|grand(?:ma|pa|mother|father)|aunt|uncle|friend|neighbou?r|brother|sister|son|daughter))|writing (?:this )?(?:for|on behalf of)|asking for my|escrib\w* (?:x|por|para) mi|asked me to (?:reach out|get in touch|message you|email you|contact (?:you|a lawyer|an attorney|a law firm))|\b(?:handling|taking care of|dealing with|managing|doing) (?:everything|things|it all|all of (?:it|this)|the paperwork|his (?:paperwork|affairs)|her (?:paperwork|affairs)) for (?:him|her|them|my (?:mom|mother|dad|father|parents|grand(?:ma|pa|mother|father)|aunt|uncle|brother|sister|son|daughter)))\b`,
  "i",
);

/** The description of the party a message is written for (a client who is not the writer). */
export const WRITTEN_FOR = "written for";

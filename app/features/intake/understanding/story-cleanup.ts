import nlp from "compromise";
import { wordsOf } from "./business-names.ts";
import { ABBREVIATIONS } from "./organisation-words.ts";

/**
 * The story made readable for the name readers before they run: Spanish relations in the English words
 * they know, relation words misspelled by one letter, abbreviations spelled out, street addresses
 * blanked; and the names found given back their marks.
 */

/** "2213 Mossy Oak Dr", "4410 W Belmont Ave": a street address names no party (blanked, so every index stays). */
const STREET_ADDRESS =
  /\b\d{1,6}\s+(?:[NSEW]\.?\s+)?(?:(?!(?:with|and|on|at|to|for|by|from|in|of|the|my|our|his|her)\s)[A-Za-z][\w'-]*\s+){1,3}(?:dr|drive|st|street|ave|avenue|rd|road|blvd|boulevard|ln|lane|ct|way|pl|place|cir|circle|pkwy|parkway|hwy|highway|ter|terrace|trl|trail)\b\.?/gi;

export function withoutStreetAddresses(text: string): string {
  return text.replace(STREET_ADDRESS, (address) => " ".repeat(address.length));
}

const TYPO_TARGETS = [
  "husband",
  "landlord",
  "landlady",
  "employer",
  "supervisor",
  "neighbor",
  "neighbour",
  "daughter",
  "manager",
  "roommate",
  "collector",
  "creditor",
  "contractor",
  "girlfriend",
  "boyfriend",
  "grandmother",
  "grandfather",
  "property",
  "company",
  "apartment",
  "insurance",
];

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      // a swap of two letters ("landlrod") counts as one edit
      if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
        i += 2;
        j += 2;
        continue;
      }
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** "husbnd", "landlrod", "neighbour" misspelled: relation words within one edit are read as meant. */
export function fixRelationTypos(text: string): string {
  return text.replace(/\b[a-z]{5,12}\b/gi, (word) => {
    const lower = word.toLowerCase();
    // Names ("Greenway Apartments") and plurals are not typos.
    if (TYPO_TARGETS.includes(lower) || /^[A-Z]/.test(word) || TYPO_TARGETS.includes(lower.replace(/e?s$/, "")))
      return word;
    const target = TYPO_TARGETS.find((t) => t.length >= 6 && withinOneEdit(lower, t));
    return target && !nlp(lower).has("(#Verb|#Adjective|#Adverb)") ? target : word;
  });
}

/**
 * A visitor writing in Spanish: accents are read without their marks (letter for letter, "Ramón" →
 * "Ramon"), the relations and titles in the English words the finder knows ("el dueño del
 * apartamento, el señor X" → "the landlord, mr X").
 */
export function spanishRelations(text: string): string {
  if (
    !/\b(?:el|la|mi|del|que|por|con)\b/i.test(text) ||
    !/[áéíóúñ]|\b(?:senor|senora|se llama|tengo|vivo|vivimos|estamos|desde|hasta|porque|mi casero|mi jefe|mi soci[oa]|mi hij[oa]|mis hij[oa]s|mi ex|no me)\b/i.test(
      text,
    )
  )
    // The readers know ASCII letters: an English message's "Andrés" is read as "Andres", its marks put back after.
    return withoutMarks(text);
  // The readers know ASCII letters: marks are dropped here and put back on the names found (withOwnSpelling).
  return (
    withoutMarks(text)
      // "el dueño" is the landlord in a story about a home, the owner of the business in one about work.
      .replace(
        // "el dueño del apartamento donde vivo en houston, el señor garcía": the relative clause goes, the name follows the relation.
        /\b(?:el|la|mi) (?:dueno|duena|casero|casera|propietari[oa]|arrendador(?:a)?)(?: (?:del|de la|de mi) [a-z]+)?(?: (?:donde|en (?:el|la) que|que) (?:vivo|vivimos|rento|rentamos|alquilo|alquilamos|estoy|estamos)(?: (?:en|aqui en) [a-z]+(?: [a-z]+)?)?(?=,))?/gi,
        (owner) =>
          /\b(?:dueno|duena|propietari[oa])\b/i.test(owner) && !SPANISH_HOME.test(withoutMarks(text))
            ? "the owner"
            : "the landlord",
      )
      // "trabajo en construcción con la compañía X": a trade is no employer; the company named after it is.
      .replace(
        /\btrabaj(?:e|o|a|an|aba|amos|aban) en (?:la |el |las )?(?:construccion|limpieza|jardineria|campo|el campo|las huertas|techos|pintura|mantenimiento|drywall|roofing|framing|concreto|plomeria|landscaping|empacadora|la empacadora|(?:la )?planta(?: de [a-z]+)?)\b/gi,
        "i work in the trade",
      )
      .replace(/\bcon (?:la |el )?(?:compania|empresa|constructora|negocio)\s+(?=[A-Z])/g, "for a company called ")
      // "trabajaba en un vivero de plantas que se llama Sunrise Tropical Nursery": the place of work by its name.
      .replace(
        /\btrabaj(?:e|o|aba|amos|aban) (?:en|para) (?:el |la |una? )?(?:[a-z]+ ){1,3}?(?:que se llama|que se llamaba|llamad[oa])\s+(?=[A-Z])/g,
        "i worked at ",
      )
      // "el papá de mis hijos, Jesús Ramírez": the children's other parent.
      .replace(
        /\b(?:el )?(?:papa|padre) de (?:mis|mi|nuestros|nuestras|nuestro|nuestra) (?:hij[oa]s?|nin[oa]s?|bebe)\b/gi,
        "my kids dad",
      )
      .replace(
        /\b(?:la )?(?:mama|madre) de (?:mis|mi|nuestros|nuestras|nuestro|nuestra) (?:hij[oa]s?|nin[oa]s?|bebe)\b/gi,
        "my kids mom",
      )
      .replace(
        /\btrabaj(?:e|o|aba|amos|aban) (?:en|para) (?!(?:mi|ti|usted|nosotros|ellos)(?:\s*[.,;!?]|\s*$))(?!(?:el|ella|ellos|ellas|usted)\s+(?:en|desde|hasta|por|como|y|casi|mas|durante)\b)(?![a-z]+(?:\s+[a-z]+)?\s+(?:hasta|desde|por|durante|como)\b)(?:el |la |una? )?(?:restaurante|compania|empresa|tienda|fabrica|constructora|hotel|taller|oficina|bodega|almacen)?\s*/gi,
        "i worked at ",
      )
      .replace(/\b(?:mi )?(?:ex[- ]?esposo|ex[- ]?marido)\b/gi, "my ex-husband")
      .replace(/\b(?:mi )?ex[- ]?(?:pareja|novi[oa])\b/gi, "my ex")
      // "mi ex Jorge Medina": a former partner, whatever word for one follows.
      .replace(/\bmi ex\b(?=\s+[A-Z])/g, "my ex")
      .replace(/\bmi (?:esposo|marido)\b/gi, "my husband")
      .replace(/\bmi esposa\b/gi, "my wife")
      .replace(/\bmi soci[oa]\b/gi, "my business partner")
      .replace(/\bno me (?:deja|dejan|quiere dejar) ver\b/gi, "won't let me see")
      .replace(/\b(?:mi )?(?:ex[- ]?esposa)\b/gi, "my ex-wife")
      .replace(/\b(?:mi )?(?:jefe|jefa|patron|patrona)\b/gi, "my boss")
      // "Él se llama Julio": the pronoun's name, read as "his name is".
      .replace(/\b(?:el|ella) se llama\b/gi, (said) => (/^el/i.test(said) ? "his name is" : "her name is"))
      .replace(/\bse llama\b/gi, "is named")
      // "Raúl Ibarra de Ibarra Framing": a person of a company.
      // ("Sabores de Jalisco LLC", ending in its legal form, is itself the company's name.)
      .replace(
        /\b([A-Z][a-z]+) de (?=[A-Z][a-z]+ [A-Z])(?![A-Z][a-z]+(?: [A-Z][a-z]+){0,3} (?:LLC|Inc|Corp|Co)\b)/g,
        "$1 from ",
      )
      // "mi patrón en la construcción, Raúl": the trade between the relation and the name goes.
      .replace(/\b(my boss) en (?:la|el) [a-z]+(?=,)/gi, "$1")
      // "la señora lopez es la dueña": the relation told after the name.
      .replace(/\b(?:es|era)\s+(?=the (?:landlord|owner)\b)/gi, "is ")
      // "una camioneta de la compañía Desert Sun Landscaping ... nos pegó": the company's truck hit the visitor.
      .replace(
        /\b(?:una|un|la|el) (?:camioneta|troca|camion|carro|coche|auto|trailer|van) de la (?:compania|empresa) ([A-Z][\w&'’-]*(?: [A-Z][\w&'’-]*){0,4})/g,
        "a $1 truck",
      )
      .replace(/\b(?:nos|me) (?:pego|choco|golpeo|atropello)\b/gi, (hit) => (/^nos/i.test(hit) ? "hit us" : "hit me"))
      // "el domingo pasado": a day, never a man named Domingo.
      .replace(
        /\b(?:el )?(?:domingo|lunes|martes|miercoles|jueves|viernes|sabado) (?:pasado|que viene|proximo)\b/gi,
        "that day",
      )
      // "el perro del vecino", "el perro del señor Ramiro Salas": whose dog it is.
      .replace(/\b(?:el|la|los|las) (?:perr[oa]s?|pit ?bulls?) del (?:vecino|vecina)\b/gi, "the neighbors dog")
      .replace(
        /\b(?:el|la|los|las) (?:perr[oa]s?|pit ?bulls?) del? (?:(?:senor|sr\.?|senora|sra\.?|don|dona) )?(?=[A-Z])/g,
        "the dog owned by ",
      )
      .replace(/\b(?:lo|la|le|me|nos) mordio\b/gi, (bit) => (/^(?:me|nos)/i.test(bit) ? "bit me" : "bit him"))
      .replace(/\b(?:el senor|la senora|el hombre|la mujer|el que|la que) que manejaba\b/gi, "the other driver")
      // "fui a urgencias en Banner": the hospital that treated the visitor.
      .replace(
        /\b(?:fui|me llevaron|nos llevaron|fuimos) a (?:urgencias|emergencias|la sala de emergencias) (?:en|de)\b/gi,
        "went to the ER at",
      )
      .replace(/\b(?:el|al) (?:senor|sr\.?)(?= [A-Za-z])/gi, "mr")
      .replace(/\b(?:la) (?:senora|sra\.?)(?= [A-Za-z])/gi, "mrs")
  );
}

/** Words of a story about a home (rent, an apartment, an eviction), after the marks are dropped. */
const SPANISH_HOME =
  /\b(?:renta|alquiler|apartamento|departamento|casa|cuarto|desalojo|desalojar|deposito|contrato de arrendamiento)\b/i;

/** Each letter without its marks ("Peña" → "Pena"), one character for one. */
function withoutMarks(text: string): string {
  return [...text].map((ch) => ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "")[0] ?? ch).join("");
}

/** A name found in the text without its marks, spelled as the visitor wrote it ("Arturo Pena" → "Arturo Peña"). */
export function withOwnSpelling(name: string, raw: string): string {
  if (!name || /^[\x00-\x7f]*$/.test(raw)) return name;
  const at = withoutMarks(raw).toLowerCase().indexOf(name.toLowerCase());
  if (at < 0) return name;
  const written = raw.slice(at, at + name.length);
  return [...name]
    .map((ch, i) => {
      const own = written[i] ?? ch;
      return own === ch || own.toLowerCase() === ch.toLowerCase()
        ? ch
        : ch === ch.toUpperCase()
          ? own.toUpperCase()
          : own.toLowerCase();
    })
    .join("");
}

/** "the mgmt company", "desert palms mgmt": abbreviations read as their words. */
export function expandAbbreviations(text: string): string {
  let out = text;
  for (const token of [...wordsOf(text)].reverse()) {
    const full = ABBREVIATIONS[token.text.toLowerCase()];
    if (!full) continue;
    const written = token.text === token.text.toLowerCase() ? full : full.charAt(0).toUpperCase() + full.slice(1);
    out = out.slice(0, token.index) + written + out.slice(token.end);
  }
  return out;
}

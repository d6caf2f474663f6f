import { describe, expect, it } from "vitest";
import { supportedLanguages } from "~/lib/i18n.ts";
import { detectLanguage } from "./detect-language.server.ts";

// What prospective clients write, one message per interface language.
const messages: Record<(typeof supportedLanguages)[number], string> = {
  en: "My landlord is trying to evict me and I have a court hearing next week. What should I bring?",
  pt: "O meu senhorio quer me despejar e tenho uma audiência no tribunal na próxima semana. O que devo levar?",
  ar: "يحاول مالك الشقة طردي ولدي جلسة في المحكمة الأسبوع المقبل. ماذا يجب أن أحضر؟",
  es: "Mi casero quiere desalojarme y tengo una audiencia en el juzgado la próxima semana. ¿Qué debo llevar?",
  ja: "大家が私を追い出そうとしていて、来週裁判所で審理があります。何を持っていけばいいですか？",
  zh: "我的房东想把我赶出去，下周我要出庭。我应该带什么？",
  vi: "Chủ nhà đang cố đuổi tôi ra khỏi nhà và tuần sau tôi có phiên tòa. Tôi nên mang theo gì?",
  de: "Mein Vermieter will mich aus der Wohnung werfen und ich habe nächste Woche einen Gerichtstermin. Was soll ich mitbringen?",
  fr: "Mon propriétaire essaie de m'expulser et j'ai une audience au tribunal la semaine prochaine. Que dois-je apporter ?",
  hi: "मेरा मकान मालिक मुझे घर से निकालना चाहता है और अगले हफ्ते अदालत में सुनवाई है। मुझे क्या लाना चाहिए?",
  uk: "Мій орендодавець намагається мене виселити, і наступного тижня в мене судове засідання. Що мені взяти з собою?",
  id: "Pemilik rumah saya mencoba mengusir saya dan minggu depan saya ada sidang di pengadilan. Apa yang harus saya bawa?",
  th: "เจ้าของบ้านพยายามไล่ฉันออก และสัปดาห์หน้าฉันต้องไปศาล ฉันควรเตรียมอะไรไปบ้าง",
  ko: "집주인이 저를 내쫓으려고 하고 다음 주에 법원 심리가 있습니다. 무엇을 가져가야 하나요?",
  pl: "Mój wynajmujący próbuje mnie eksmitować, a w przyszłym tygodniu mam rozprawę w sądzie. Co powinienem zabrać?",
  it: "Il mio padrone di casa sta cercando di sfrattarmi e la settimana prossima ho un'udienza in tribunale. Cosa devo portare?",
  ru: "Мой арендодатель пытается меня выселить, и на следующей неделе у меня судебное заседание. Что мне взять с собой?",
  tr: "Ev sahibim beni evden çıkarmaya çalışıyor ve gelecek hafta mahkemede duruşmam var. Yanımda ne getirmeliyim?",
  nl: "Mijn huisbaas probeert mij uit huis te zetten en volgende week heb ik een zitting bij de rechtbank. Wat moet ik meenemen?",
};

describe("detectLanguage", () => {
  it("covers every interface language", () => {
    expect(Object.keys(messages).sort()).toEqual([...supportedLanguages].sort());
  });

  for (const [language, text] of Object.entries(messages)) {
    it(`reads a visitor's message in ${language}`, () => {
      expect(detectLanguage(text)).toBe(language);
      // The page being in English does not outvote a clear message.
      expect(detectLanguage(text, { pageLanguage: "en" })).toBe(language);
    });
  }

  it("a second, shorter message in each language is read too", () => {
    const short: Array<[string, string]> = [
      ["es", "Me despidieron del trabajo sin pagarme las horas extras."],
      ["pt", "Fui demitido do trabalho sem receber as horas extras."],
      ["fr", "J'ai été licencié sans être payé pour mes heures supplémentaires."],
      ["de", "Ich wurde entlassen, ohne meine Überstunden bezahlt zu bekommen."],
      ["it", "Sono stato licenziato senza essere pagato per gli straordinari."],
      ["nl", "Ik ben ontslagen zonder dat mijn overuren zijn betaald."],
      ["pl", "Zostałem zwolniony bez zapłaty za nadgodziny."],
      ["tr", "Fazla mesailerim ödenmeden işten çıkarıldım."],
      ["vi", "Tôi bị sa thải mà không được trả tiền làm thêm giờ."],
      ["id", "Saya dipecat tanpa dibayar untuk jam lembur saya."],
      ["ru", "Меня уволили и не заплатили за сверхурочные."],
      ["uk", "Мене звільнили і не заплатили за понаднормову роботу."],
      ["en", "I was fired without being paid for my overtime."],
      ["zh", "谢谢"],
      ["ja", "ありがとう"],
      ["ko", "감사합니다"],
    ];
    for (const [language, text] of short) expect(detectLanguage(text), text).toBe(language);
  });

  it("Spanish with English names, a company and an address is still Spanish", () => {
    const text =
      "hola, mi landlord Kyle Whitfield de Whitfield Properties LLC en 4120 Maple Street, Brooklyn Park me dio court papers, la audiencia es el April 1st a las 9am";
    expect(detectLanguage(text)).toBe("es");
    expect(detectLanguage(text, { pageLanguage: "en" })).toBe("es");
    expect(
      detectLanguage("Me llamo John Smith y trabajo para Acme Corporation en Houston, Texas.", { pageLanguage: "en" }),
    ).toBe("es");
  });

  it.each([
    {
      title: "short or empty messages are too short to tell",
      texts: [
        "ok",
        "yes",
        "123",
        "Sí",
        "no",
        "  ",
        "👍",
        "555-0134",
        "https://example.com/lease.pdf",
        "dana@example.com",
      ],
    },
    {
      title: "a message that is only names says nothing about the language",
      texts: [
        "Whitfield Properties LLC",
        "Lucía Ramírez",
        "Kyle Whitfield, Halden County Court",
        "Midwest Credit Recovery Inc.",
      ],
    },
  ])("$title", ({ texts }) => {
    for (const text of texts) {
      expect(detectLanguage(text), text).toBeNull();
      expect(detectLanguage(text, { pageLanguage: "es" }), text).toBeNull();
    }
  });

  it("names inside a sentence do not decide its language", () => {
    expect(detectLanguage("my landlord, Whitfield Properties LLC")).toBe("en");
    // A sentence around the same names is read as usual.
    expect(detectLanguage("Mi casero es Whitfield Properties LLC y quiere desalojarme")).toBe("es");
    expect(detectLanguage("Necesito ayuda")).toBe("es");
  });

  it("the page's language breaks a tie between close languages", () => {
    // "Mi contrato", "la casa grande": Spanish or Portuguese; the page decides.
    for (const text of ["Mi contrato", "la casa grande"]) {
      expect(detectLanguage(text, { pageLanguage: "es" }), text).toBe("es");
      expect(detectLanguage(text, { pageLanguage: "pt" }), text).toBe("pt");
    }
    // A clear message is not outvoted by the page.
    expect(detectLanguage("Tenho uma pergunta sobre o contrato", { pageLanguage: "es" })).toBe("pt");
    // A page language that is not one of ours is ignored.
    expect(detectLanguage(messages.es, { pageLanguage: "xx" })).toBe("es");
  });

  it("two or three words are enough when they are clear", () => {
    expect(detectLanguage("Necesito ayuda")).toBe("es");
    expect(detectLanguage("Hola buenas tardes")).toBe("es");
    expect(detectLanguage("Mi jefe no me paga")).toBe("es");
    expect(detectLanguage("Preciso de ajuda")).toBe("pt");
    expect(detectLanguage("Ich brauche Hilfe")).toBe("de");
    expect(detectLanguage("Ik heb hulp nodig")).toBe("nl");
  });
});

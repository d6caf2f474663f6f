import { describe, expect, it } from "vitest";
import { classifyPracticeArea } from "./practice-areas.ts";

describe("the finer practice area of a story", () => {
  it.each([
    // An older parent's money taken by someone close: elder abuse, however the age or the taking is said.
    ["my father (dale, 84) gave his neighbor access to everything and she drained his savings", "elder-abuse"],
    ["grandpa has alzheimer's and my cousin keeps getting him to sign checks", "elder-abuse"],
    ["my aunt added herself to my mom's bank account without asking anyone", "elder-abuse"],
    // A lease of equipment is a contract; a lease of a home or a shop stays landlord-tenant.
    ["we signed a lease for a forklift and the dealer won't fix it, we want out of the contract", "contract-dispute"],
    ["my landlord won't return my deposit after the lease ended", "landlord-tenant"],
    // A purchase gone wrong is a consumer matter, whoever the salesman was.
    ["the dealership sold us a minivan with a cracked engine block and the sales manager says no refunds", "consumer"],
    ["i bought a used fridge off a store in march and they won't honor the warranty", "consumer"],
    // ADR 0089: the movers who broke a dresser, a park's notice to move a trailer, a school's expulsion, a false review.
    ["the moving company dropped our piano on the stairs and wont pay for it", "consumer"],
    ["the park gave us a 90 day notice to move our mobile home out", "eviction"],
    ["my daughter was expelled from Westview Academy after a fight she did not start", "school-discipline"],
    ["a customer keeps posting fake reviews about my shop", "defamation"],
    ["my husband has a green card and was charged with shoplifting", "criminal-defense"],
    [
      "my girlfriend called the police and now i'm charged with battery and there's a no contact order",
      "criminal-defense",
    ],
    // The visitor seeking bankruptcy is a bankruptcy matter; another's bankruptcy leaves the matter
    // where it was, and a lender taking the home is a foreclosure.
    ["i think we need to file for bankruptcy, the cards are 40k", "bankruptcy"],
    ["the roofer filed for bankruptcy and kept our $6,000 deposit for work he never did", "consumer"],
    ["the bank started foreclosure on our house after my husband got sick", "foreclosure"],
    // A whole contract to be read, or what to push back on in it, is for review.
    [
      "the clinic sent a 20 page offer with a noncompete and i need someone to read the entire contract",
      "contract-review",
    ],
    ["we got the franchise agreement, what can we push back on before closing", "contract-review"],
    // A shop selling under a mark like the visitor's own is intellectual property, whatever else is said of the business.
    [
      "i run a small soap business and another seller is using basically the same logo as ours",
      "intellectual-property",
    ],
    // A lease or contract the visitor is about to sign, or a clause not understood, is for review.
    [
      "the landlord of the shop space wants me to sign a 3 year lease by monday, i'm getting ready to sign",
      "contract-review",
    ],
    ["there is a non-compete clause in the offer that i do not understand", "contract-review"],
    // Copies of what the visitor made, however the work is called, and a takedown: intellectual property.
    ["a seller on amazon has knock-offs of my crochet patterns up", "intellectual-property"],
    ["i filed a dmca notice against a blog that lifted my recipes", "intellectual-property"],
    // Spanish: told not to come back to work.
    ["el gerente me dijo que ya no volviera al restaurante", "wrongful-termination"],
    // A newer will that cuts the family out is a will contest, even when the parent had dementia.
    ["grandpa had alzheimer's and his caregiver showed up with a new will leaving her the house", "wills-estates"],
    // A used vehicle sold as-is that broke down; a bus that turned into a cyclist; a job cut while pregnant.
    ["the dealer sold it as-is and the engine died a week later", "consumer"],
    ["a delivery van swerved into me on my scooter, broken ankle", "personal-injury"],
    ["after i told them i was pregnant my role was being eliminated", "wrongful-termination"],
    // The sub-area named most wins across areas: an arrest told twice beats the apartment the visitor cannot go home to.
    [
      "i was arrested friday and there is a no contact order, i cant go back to my apartment. first time i was ever arrested",
      "criminal-defense",
    ],
    // A rental car is no tenancy; a trip on a sidewalk is an injury.
    ["the other driver hit my rental car and i broke three ribs", "personal-injury"],
    ["i tripped over a pothole in the crosswalk and cracked my kneecap", "personal-injury"],
    // Spanish drunk-driving arrest; a care home's bedsores; unpaid screening time; a neighbour's harassment.
    ["a mi esposo lo arrestaron por manejar borracho", "dui"],
    ["mom got a bedsore at the senior care place and they never called us", "elder-abuse"],
    ["my checks were short because they never paid us for the training hours", "wage-claim"],
    ["the neighbor across the hall keeps banging on my door and threatening me", "neighbor-dispute"],
    // A false post followed by "it's a lie"; sellers who hid damage; a freelancer paid nothing.
    ["she posted that our bakery uses rotten eggs. it's a lie and we lost customers", "defamation"],
    ["the sellers covered up the mold damage before we closed on the house", "contract-dispute"],
    ["i'm a freelance photographer and the client has paid me nothing for the shoot", "contract-dispute"],
    // A toy's battery swallowed; wages not paid after being let go; a rival with the same name, in Spanish.
    ["my son swallowed a magnet from a defective toy and needed surgery", "personal-injury"],
    ["they let me go in june and still haven't paid my last two checks", "wage-claim"],
    ["otra tienda abrió con el mismo nombre que la nuestra", "intellectual-property"],
    // A demand to stop using the visitor's name is about a mark.
    ["a bigger salon says we have to stop using our name or they will sue", "intellectual-property"],
    // Grandparents kept from a grandchild: custody and visitation.
    ["our son's ex won't let us see our granddaughter anymore", "custody"],
    // Care that sent a patient home, and a crash told in Spanish: personal injury.
    ["the urgent care sent her home with antibiotics and it was her appendix", "personal-injury"],
    ["un carro me atropelló en la esquina y me duele la pierna", "personal-injury"],
    // Unpaid work billed on invoices is a contract dispute.
    ["a restaurant group hired me to cater three events and never paid the invoices", "contract-dispute"],
    // Debts the visitor never made are still about the debt, not a crime of theirs.
    ["somebody took out two loans in my name and now a collector calls me at work", "debt-collection"],
    // Spanish: an eviction, a landlord.
    ["el casero me dio una orden de desalojo para el viernes", "eviction"],
    // Round 23 (ADR 0100): parents who "are divorced" tell a state of affairs, not the matter.
    [
      "my son got a juvenile court date for vandalism at his school in Salem, his mom and i are divorced",
      "criminal-defense",
    ],
    ["the bank repossessed my truck from my work parking lot even though i was one payment behind", "debt-collection"],
    ["my old employer owes me about $6,000 in commissions under my commission agreement", "wage-claim"],
    ["la dueña del apartamento dice que tenemos que salir antes del 15", "eviction"],
    // Round 24: partners in an LLC under an operating agreement are a business matter, not a contract dispute.
    ["my co-owner and i split our bakery llc 50/50 and our operating agreement says we both sign checks", "business"],
    ["a semi jackknifed in front of us and my husband had a concussion", "personal-injury"],
  ])("%s → %s", (text, area) => {
    expect(classifyPracticeArea(text)).toBe(area);
  });
});

describe("classifyPracticeArea: someone else's apartment is no tenancy (session 19)", () => {
  it.each([
    ["our parenting plan gives him thanksgiving but he never brought her back and his apartment is empty", "custody"],
    ["my landlord won't fix the heat in my apartment", "landlord-tenant"],
  ])("%s → %s", (text, area) => {
    expect(classifyPracticeArea(text)).toBe(area);
  });
});

describe("classifyPracticeArea: buying a business, a business's lease, a review asked in other words (session 23)", () => {
  it.each([
    // Buying a business or a franchise is the business's matter, its agreements with it.
    [
      "we're buying a dry cleaning business from the owner, the stock purchase agreement has a clause about his debts",
      "business",
    ],
    [
      "my brother wants out of our roofing company and his lawyer says we have to purchase his shares at fair value",
      "business",
    ],
    // A lease of business premises is no tenant's home.
    [
      "opening a tattoo studio with my cousin, the landlord wants a personal guarantee on the retail space lease and our llc isn't formed",
      "business",
    ],
    // ... a tenant's apartment still is.
    ["my landlord won't return my security deposit for the apartment lease", "landlord-tenant"],
    // A review asked for as "go through it", "reviewed", or of a commercial deal.
    [
      "the dealer sent the lease-purchase contract for the truck, can someone go through it before friday",
      "contract-review",
    ],
    ["we need the landlord's new office space lease reviewed this week", "contract-review"],
    ["a sneaker company offered me a sponsorship deal, could you read it before i say yes", "contract-review"],
  ])("%s → %s", (text, area) => {
    expect(classifyPracticeArea(text)).toBe(area);
  });
});

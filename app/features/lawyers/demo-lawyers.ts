import { z } from "zod";
import directory from "./demo-lawyers.json";
import type { LawyerInput } from "./schemas.ts";

/** One entry of demo-lawyers.json; an unknown key or a wrong kind fails the seed and its tests. */
const DemoLawyerSchema = z
  .object({
    name: z.string(),
    firm: z.string(),
    practiceAreas: z.array(z.string()),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    languages: z.array(z.string()),
    hourlyFee: z.number(),
    yearsExperience: z.number().int(),
    rating: z.number(),
    reviewCount: z.number().int(),
    phone: z.string(),
    email: z.string(),
    website: z.string(),
    bio: z.string(),
  })
  .strict();

/**
 * The demo organization's directory (db/seed.ts), as data in demo-lawyers.json: a varied,
 * realistic set across the default services, cities, languages and fees. Contact details use
 * reserved example domains and 555 numbers.
 */
export const demoLawyers: LawyerInput[] = z.array(DemoLawyerSchema).parse(directory);

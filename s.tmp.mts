const { understandNarrative, warmUnderstanding, writeSummary } = await import(
  "/work/main/app/features/intake/understanding/index.ts"
);
const { DEFAULT_SERVICES } = await import("/work/main/app/features/intake/understanding/test-services.ts");
warmUnderstanding();
const now = new Date("2026-11-26T15:00:00Z");
const u = understandNarrative(process.argv[2]!, { now, firmServices: DEFAULT_SERVICES });
console.log(
  u.practiceArea,
  "|",
  writeSummary({ ...u, visitorName: null }, [process.argv[2]!], now, process.argv[3] ?? "Family"),
);

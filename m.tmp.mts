const { missingInformation } = await import("/work/main/app/features/matters/missing-information.ts");
const summary = process.argv[2]!;
console.log(
  missingInformation({ matterSummary: summary, service: "Family", answers: {} } as any).map((h: any) => h.key),
);

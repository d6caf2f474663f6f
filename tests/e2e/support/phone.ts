/** The spec's ten country codes, in the phone widget's order (accounts spec §5). */
export const phoneCountryOptions = [
  "United States (+1)",
  "United Kingdom (+44)",
  "Australia (+61)",
  "Germany (+49)",
  "France (+33)",
  "Japan (+81)",
  "China (+86)",
  "India (+91)",
  "Brazil (+55)",
  "Italy (+39)",
];

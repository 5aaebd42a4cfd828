/**
 * International calling codes the phone inputs offer, each with the regions (ISO 3166 codes) that dial it; the
 * region names come from the browser in the console's language (`Intl.DisplayNames`), so the list needs no
 * translation. A code stored earlier that is not listed is still offered (`callingCodeOptions`).
 */
/** The product's default country (docs/company-contract.md section 1) dials +1: a new phone field starts there. */
export const DEFAULT_PHONE_CODE = "+1";

export const CALLING_CODES: readonly { code: string; regions: readonly string[] }[] = [
  { code: "+1", regions: ["US", "CA", "PR"] },
  { code: "+7", regions: ["RU", "KZ"] },
  { code: "+20", regions: ["EG"] },
  { code: "+27", regions: ["ZA"] },
  { code: "+30", regions: ["GR"] },
  { code: "+31", regions: ["NL"] },
  { code: "+32", regions: ["BE"] },
  { code: "+33", regions: ["FR"] },
  { code: "+34", regions: ["ES"] },
  { code: "+36", regions: ["HU"] },
  { code: "+39", regions: ["IT"] },
  { code: "+40", regions: ["RO"] },
  { code: "+41", regions: ["CH"] },
  { code: "+43", regions: ["AT"] },
  { code: "+44", regions: ["GB"] },
  { code: "+45", regions: ["DK"] },
  { code: "+46", regions: ["SE"] },
  { code: "+47", regions: ["NO"] },
  { code: "+48", regions: ["PL"] },
  { code: "+49", regions: ["DE"] },
  { code: "+51", regions: ["PE"] },
  { code: "+52", regions: ["MX"] },
  { code: "+53", regions: ["CU"] },
  { code: "+54", regions: ["AR"] },
  { code: "+55", regions: ["BR"] },
  { code: "+56", regions: ["CL"] },
  { code: "+57", regions: ["CO"] },
  { code: "+58", regions: ["VE"] },
  { code: "+60", regions: ["MY"] },
  { code: "+61", regions: ["AU"] },
  { code: "+62", regions: ["ID"] },
  { code: "+63", regions: ["PH"] },
  { code: "+64", regions: ["NZ"] },
  { code: "+65", regions: ["SG"] },
  { code: "+66", regions: ["TH"] },
  { code: "+81", regions: ["JP"] },
  { code: "+82", regions: ["KR"] },
  { code: "+84", regions: ["VN"] },
  { code: "+86", regions: ["CN"] },
  { code: "+90", regions: ["TR"] },
  { code: "+91", regions: ["IN"] },
  { code: "+92", regions: ["PK"] },
  { code: "+94", regions: ["LK"] },
  { code: "+212", regions: ["MA"] },
  { code: "+234", regions: ["NG"] },
  { code: "+254", regions: ["KE"] },
  { code: "+351", regions: ["PT"] },
  { code: "+352", regions: ["LU"] },
  { code: "+353", regions: ["IE"] },
  { code: "+354", regions: ["IS"] },
  { code: "+358", regions: ["FI"] },
  { code: "+380", regions: ["UA"] },
  { code: "+420", regions: ["CZ"] },
  { code: "+506", regions: ["CR"] },
  { code: "+507", regions: ["PA"] },
  { code: "+852", regions: ["HK"] },
  { code: "+853", regions: ["MO"] },
  { code: "+855", regions: ["KH"] },
  { code: "+880", regions: ["BD"] },
  { code: "+886", regions: ["TW"] },
  { code: "+960", regions: ["MV"] },
  { code: "+966", regions: ["SA"] },
  { code: "+971", regions: ["AE"] },
  { code: "+972", regions: ["IL"] },
  { code: "+974", regions: ["QA"] },
  { code: "+977", regions: ["NP"] },
  { code: "+1876", regions: ["JM"] },
];

export interface CallingCodeOption {
  /** The code as stored, `+` and 1–4 digits. */
  value: string;
  label: string;
  /** The regions that dial it, named in the given language. */
  regions: string;
}

/** The offered codes, with `current` added when it is not listed, for a select in `language`. */
export function callingCodeOptions(language: string, current?: string | null): CallingCodeOption[] {
  const names = new Intl.DisplayNames([language], { type: "region" });
  const options = CALLING_CODES.map(({ code, regions }) => ({
    value: code,
    label: code,
    regions: regions.map((region) => names.of(region) ?? region).join(", "),
  }));
  if (current && !options.some((option) => option.value === current))
    options.unshift({ value: current, label: current, regions: "" });
  return options;
}

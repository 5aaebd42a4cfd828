/** Inputs of the company screens that pass every rule (docs/company-contract.md section 3). */

let sequence = 0;

/** Company info unique across tenants (names, DOT numbers, phones and e-mails must be), in a city of `cities`. */
export function companyInput(cityId: string, overrides: Record<string, unknown> = {}) {
  const n = ++sequence;
  const stamp = `${Date.now() % 100000}${n}`;
  return {
    businessType: "COMPANY",
    companyName: `Gateway Company ${stamp}`,
    dotNumber: String((Date.now() % 9_000_000) + 1_000_000 + n),
    address: "1 Main Street",
    cityId,
    regionId: "25",
    timeZoneId: "101",
    contactName: "Pat Vendor",
    contactPhoneCode: "+1",
    contactPhone: `555${stamp}`.slice(0, 10).padEnd(10, "0"),
    contactEmail: `contact-${stamp}@example.com`,
    secondaryDomain: null,
    ...overrides,
  };
}

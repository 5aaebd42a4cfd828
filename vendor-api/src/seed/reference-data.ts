import { DictionaryIds } from "../modules/dictionary/ids";

/** Region id 25 is the product's default country (United States of America). */
export const US_REGION_ID = 25;

const REGIONS: Array<[id: number, code: string, name: string]> = [
  [1, "AU", "Australia"],
  [2, "AT", "Austria"],
  [3, "BE", "Belgium"],
  [4, "BR", "Brazil"],
  [5, "CA", "Canada"],
  [6, "CN", "China"],
  [7, "DK", "Denmark"],
  [8, "FI", "Finland"],
  [9, "FR", "France"],
  [10, "DE", "Germany"],
  [11, "GR", "Greece"],
  [12, "IN", "India"],
  [13, "IE", "Ireland"],
  [14, "IT", "Italy"],
  [15, "JP", "Japan"],
  [16, "MX", "Mexico"],
  [17, "NL", "Netherlands"],
  [18, "NZ", "New Zealand"],
  [19, "NO", "Norway"],
  [20, "PT", "Portugal"],
  [21, "SG", "Singapore"],
  [22, "ES", "Spain"],
  [23, "SE", "Sweden"],
  [24, "GB", "United Kingdom"],
  [US_REGION_ID, "US", "United States of America"],
  [26, "CH", "Switzerland"],
  [27, "KR", "South Korea"],
  [28, "ZA", "South Africa"],
  [29, "AE", "United Arab Emirates"],
  [30, "PH", "Philippines"],
];

/** Time zone dictionary ids; the tenants of the demo data refer to them. */
export const TimeZoneIds = { newYork: 101, chicago: 102, london: 113 } as const;

const TIME_ZONES: Array<[id: number, code: string, name: string]> = [
  [TimeZoneIds.newYork, "America/New_York", "Eastern Time (US & Canada)"],
  [TimeZoneIds.chicago, "America/Chicago", "Central Time (US & Canada)"],
  [103, "America/Denver", "Mountain Time (US & Canada)"],
  [104, "America/Phoenix", "Arizona"],
  [105, "America/Los_Angeles", "Pacific Time (US & Canada)"],
  [106, "America/Anchorage", "Alaska"],
  [107, "Pacific/Honolulu", "Hawaii"],
  [108, "America/Puerto_Rico", "Atlantic Time (Puerto Rico)"],
  [109, "America/Toronto", "Eastern Time (Toronto)"],
  [110, "America/Vancouver", "Pacific Time (Vancouver)"],
  [111, "America/Mexico_City", "Central Time (Mexico City)"],
  [112, "America/Sao_Paulo", "Brasilia"],
  [TimeZoneIds.london, "Europe/London", "London"],
  [114, "Europe/Dublin", "Dublin"],
  [115, "Europe/Paris", "Paris"],
  [116, "Europe/Berlin", "Berlin"],
  [117, "Europe/Madrid", "Madrid"],
  [118, "Europe/Rome", "Rome"],
  [119, "Europe/Amsterdam", "Amsterdam"],
  [120, "Europe/Athens", "Athens"],
  [121, "Asia/Dubai", "Dubai"],
  [122, "Asia/Kolkata", "India"],
  [123, "Asia/Singapore", "Singapore"],
  [124, "Asia/Shanghai", "China"],
  [125, "Asia/Tokyo", "Tokyo"],
  [126, "Asia/Seoul", "Seoul"],
  [127, "Australia/Sydney", "Sydney"],
  [128, "Pacific/Auckland", "Auckland"],
  [129, "UTC", "Coordinated Universal Time"],
];

const TAX_TYPES: Array<[id: number, code: string, name: string]> = [
  [201, "EIN", "Employer Identification Number (EIN)"],
  [202, "SSN", "Social Security Number (SSN)"],
  [203, "ITIN", "Individual Taxpayer Identification Number (ITIN)"],
];

const byName = (a: [number, string, string], b: [number, string, string]) => a[2].localeCompare(b[2]);

/** Regions sort by name; time zones and tax types keep the order above (most used first). */
export const DICTIONARY_ITEMS = [
  ...[...REGIONS]
    .sort(byName)
    .map(([id, code, name], index) => ({ id, dictId: DictionaryIds.regions, code, name, sortOrder: index })),
  ...TIME_ZONES.map(([id, code, name], index) => ({
    id,
    dictId: DictionaryIds.timeZones,
    code,
    name,
    sortOrder: index,
  })),
  ...TAX_TYPES.map(([id, code, name], index) => ({ id, dictId: DictionaryIds.taxTypes, code, name, sortOrder: index })),
];

const US_CITIES: Array<[name: string, state: string]> = [
  ["New York", "NY"],
  ["Los Angeles", "CA"],
  ["Chicago", "IL"],
  ["Houston", "TX"],
  ["Phoenix", "AZ"],
  ["Philadelphia", "PA"],
  ["San Antonio", "TX"],
  ["San Diego", "CA"],
  ["Dallas", "TX"],
  ["San Jose", "CA"],
  ["Austin", "TX"],
  ["Jacksonville", "FL"],
  ["San Francisco", "CA"],
  ["Columbus", "OH"],
  ["Fort Worth", "TX"],
  ["Indianapolis", "IN"],
  ["Charlotte", "NC"],
  ["Seattle", "WA"],
  ["Denver", "CO"],
  ["Washington", "DC"],
  ["Boston", "MA"],
  ["Nashville", "TN"],
  ["Detroit", "MI"],
  ["Portland", "OR"],
  ["Las Vegas", "NV"],
  ["Memphis", "TN"],
  ["Baltimore", "MD"],
  ["Milwaukee", "WI"],
  ["Albuquerque", "NM"],
  ["Atlanta", "GA"],
  ["Miami", "FL"],
  ["Orlando", "FL"],
  ["New Orleans", "LA"],
  ["Minneapolis", "MN"],
  ["Pittsburgh", "PA"],
  ["Salt Lake City", "UT"],
  ["Newark", "NJ"],
  ["Buffalo", "NY"],
  ["Honolulu", "HI"],
  ["Anchorage", "AK"],
  ["Savannah", "GA"],
];

export const CITIES = US_CITIES.map(([name, state], index) => ({ id: index + 1, name, regionId: US_REGION_ID, state }));

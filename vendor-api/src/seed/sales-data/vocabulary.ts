/** The words, cards and gateway answers the generated sales data is made of. */
import { PAY_STATUSES } from "#rules";
import type { Cents } from "../../shared/money";

const words = (text: string) => text.trim().split(/\s+/);

export const FIRST_NAMES = words(`
  Emma Liam Olivia Noah Ava Mason Sophia Lucas Mia Ethan Isabella James Charlotte Benjamin Amelia Henry Harper Daniel
  Evelyn Michael Abigail Jack Emily Samuel Grace Wei Mei Hiroshi Yuki Carlos Lucia Mateo Sofia Aarav Priya
`);
export const LAST_NAMES = words(`
  Johnson Smith Brown Davis Wilson Moore Taylor Anderson Thomas Jackson White Harris Martin Garcia Martinez Robinson
  Clark Lewis Walker Young King Wright Lopez Hill Scott Green Chen Wang Tanaka Kim Patel Müller O'Brien Rossi
`);
/** Country codes with a fictional-number prefix (555, Ofcom and similar drama ranges), weighted. */
export const COUNTRIES: Array<[{ code: string; prefix: string }, number]> = [
  [{ code: "+1", prefix: "212555" }, 70],
  [{ code: "+1", prefix: "617555" }, 10],
  [{ code: "+44", prefix: "7700900" }, 8],
  [{ code: "+86", prefix: "1380013" }, 6],
  [{ code: "+49", prefix: "1512345" }, 6],
];
export const MAIL_DOMAINS = ["example.com", "example.org", "example.net"];
export const ADDITIONS = [
  "Wheelchair access, please",
  "Celebrating a birthday",
  "Vegetarian meal for one guest",
  "We may arrive 10 minutes late",
  "Please seat us together",
];
export const REFUND_REASONS = [
  "Customer cannot attend",
  "Weather cancellation",
  "Booked the wrong date",
  "Duplicate booking",
  "Trip rescheduled by the vendor",
  null,
];
export const COUPONS: Array<{ code: string; percent?: number; fixed?: Cents }> = [
  { code: "SUMMER10", percent: 10 },
  { code: "WELCOME5", fixed: 500n },
  { code: "FAMILY15", percent: 15 },
  { code: "SPRING20", fixed: 2000n },
];
export const USER_AGENTS = [
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
];
export const CHANNEL_PARTNERS = ["Viator", "GetYourGuide", "Expedia"];

/** Test cards (the gateways' public test numbers), kept masked like every stored card. */
export const DEMO_CARDS = [
  { last4: "4242", masked: "424242******4242", type: "VISA", bank: "JPMorgan Chase", weight: 30 },
  { last4: "1881", masked: "401288******1881", type: "VISA", bank: "Bank of America", weight: 20 },
  { last4: "4444", masked: "555555******4444", type: "MasterCard", bank: "Citibank", weight: 20 },
  { last4: "0005", masked: "378282*****0005", type: "AmericaExpress", bank: "American Express", weight: 15 },
  { last4: "1117", masked: "601111******1117", type: "Discover", bank: "Discover Bank", weight: 15 },
] as const;
export type DemoCard = (typeof DEMO_CARDS)[number];

/** Gateway answers per pay state that did not take the money. */
export const GATEWAY_ERRORS: Record<number, { code: string; msg: string }> = {
  [PAY_STATUSES.FAILED]: { code: "2", msg: "This transaction has been declined." },
  [PAY_STATUSES.UNAUTHORIZED]: { code: "27", msg: "The transaction was not authorized: AVS mismatch." },
  [PAY_STATUSES.PAYMENT_CANCELLATION]: { code: "C01", msg: "The customer cancelled the payment." },
  [PAY_STATUSES.BLACKLIST_FAILED]: { code: "BL01", msg: "The card is on the blacklist." },
  [PAY_STATUSES.SCORE_REJECT]: { code: "RS01", msg: "The risk score is above the threshold." },
};

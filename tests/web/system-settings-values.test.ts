import { afterEach, describe, expect, it } from "vitest";
import type { CardGatewayForm_CreditCardConfigFragment } from "@/gql/graphql";
import { setLanguage } from "@/i18n/i18n";
import {
  bookingFeeCents,
  bookingFeeValues,
  dollars,
  toBookingFeeInput,
  validateBookingFee,
} from "@/routes/system/booking-fee/booking-fee-values";
import { cardValues, keptCardSecrets, toCardInput, validateCard } from "@/routes/system/payment/card-values";
import { keptPaypalSecrets, paypalValues, toPaypalInput, validatePaypal } from "@/routes/system/payment/paypal-values";
import { toReceiverInput, validateReceiver } from "@/routes/system/system-email/receiver-values";

afterEach(() => setLanguage("en"));

const unset = { __typename: "MaskedNumber", isSet: false, lastFour: null } as const;
const storedCard: CardGatewayForm_CreditCardConfigFragment = {
  __typename: "CreditCardConfig",
  id: "1",
  gatewayType: "MERCHANT_ACCOUNT",
  apiLoginId: null,
  transactionKey: unset,
  publicClientKey: null,
  cardOrganizations: [],
  username: "shop",
  password: { __typename: "MaskedNumber", isSet: true, lastFour: "9876" },
  merchantId: "M-1",
  sourceKey: null,
  sourcePin: unset,
  publicApiKey: null,
  version: 3,
  updateTime: "2026-11-20T10:00:00.000Z",
} as CardGatewayForm_CreditCardConfigFragment;

describe("booking fee", () => {
  const fee = (type: "NONE" | "PER_TICKET" | "PER_ORDER", mode: "FIXED" | "PERCENTAGE", amount: string) =>
    bookingFeeCents({ type, mode, amount }, [4550, 4550]);

  it("charges a fixed amount per ticket or once per order", () => {
    expect(fee("PER_TICKET", "FIXED", "1.25")).toBe(250);
    expect(fee("PER_ORDER", "FIXED", "1.25")).toBe(125);
    expect(fee("NONE", "FIXED", "1.25")).toBe(0);
  });

  it("floors a percentage to the cent per ticket, or once over the order's tickets", () => {
    // 7.5 % of 45.50 is 3.4125: 3.41 per ticket; of 91.00 it is 6.825: 6.82 for the order.
    expect(fee("PER_TICKET", "PERCENTAGE", "7.5")).toBe(682);
    expect(fee("PER_ORDER", "PERCENTAGE", "7.5")).toBe(682);
    // 0.33 % of 45.50 is 0.150…: 0.15 twice = 0.30; of 91.00 it is 0.3003: 0.30.
    expect(fee("PER_TICKET", "PERCENTAGE", "0.33")).toBe(30);
    expect(fee("PER_ORDER", "PERCENTAGE", "1.1")).toBe(100);
    expect(fee("PER_TICKET", "PERCENTAGE", "1.1")).toBe(100);
    expect(fee("PER_TICKET", "PERCENTAGE", "abc")).toBeNull();
    expect(dollars(9100 + 682)).toBe("$97.82");
  });

  it("asks for no amount without a fee and words the shared rules otherwise", () => {
    expect(validateBookingFee({ type: "NONE", mode: "FIXED", amount: "" })).toEqual({});
    expect(toBookingFeeInput({ type: "NONE", mode: "FIXED", amount: "" })).toEqual({
      type: "NONE",
      mode: "FIXED",
      amount: "0",
    });
    expect(validateBookingFee({ type: "PER_ORDER", mode: "FIXED", amount: "" })).toEqual({ amount: "Required" });
    expect(validateBookingFee({ type: "PER_ORDER", mode: "PERCENTAGE", amount: "120" })).toEqual({
      amount: "No more than 100",
    });
    expect(validateBookingFee({ type: "PER_TICKET", mode: "FIXED", amount: "12345678" })).toEqual({
      amount: "Invalid price",
    });
    expect(bookingFeeValues({ type: "NONE", mode: "FIXED", amount: "0.00" }).amount).toBe("");
  });
});

describe("card gateway", () => {
  it("sends only the chosen gateway's fields, and an untouched secret as null (keep the stored one)", () => {
    const values = cardValues(storedCard);
    expect(values.password).toBe("");
    expect(toCardInput(values)).toEqual({
      gatewayType: "MERCHANT_ACCOUNT",
      username: "shop",
      password: null,
      merchantId: "M-1",
    });
    expect(toCardInput({ ...values, gatewayType: "API_LOGIN", cardOrganizations: ["VISA"] })).toEqual({
      gatewayType: "API_LOGIN",
      apiLoginId: null,
      transactionKey: null,
      publicClientKey: null,
      cardOrganizations: ["VISA"],
    });
  });

  it("needs a secret unless one is stored and kept, and a card organization for the first gateway", () => {
    const values = cardValues(storedCard);
    expect(validateCard(values, keptCardSecrets(storedCard, new Set()))).toEqual({});
    expect(validateCard(values, keptCardSecrets(storedCard, new Set(["password"])))).toEqual({ password: "Required" });
    expect(validateCard({ ...values, gatewayType: "API_LOGIN" }, keptCardSecrets(storedCard, new Set()))).toEqual({
      apiLoginId: "Required",
      transactionKey: "Required",
      publicClientKey: "Required",
      cardOrganizations: "Required",
    });
    expect(validateCard(cardValues(null), keptCardSecrets(null, new Set()))).toMatchObject({
      transactionKey: "Required",
    });
  });
});

describe("PayPal", () => {
  it("keeps stored secrets unless replaced and sends untyped ones as null", () => {
    const stored = {
      __typename: "PaypalConfig",
      id: "1",
      apiUsername: "api",
      clientId: "client",
      status: "INACTIVE",
      password: { __typename: "MaskedNumber", isSet: true, lastFour: "1111" },
      signature: { __typename: "MaskedNumber", isSet: true, lastFour: "2222" },
      clientSecret: { __typename: "MaskedNumber", isSet: true, lastFour: "3333" },
      version: 1,
      updateTime: null,
    } as const;
    const values = paypalValues(stored);
    expect(validatePaypal(values, keptPaypalSecrets(stored, new Set()))).toEqual({});
    expect(validatePaypal(values, keptPaypalSecrets(stored, new Set(["signature"])))).toEqual({
      signature: "Required",
    });
    expect(toPaypalInput({ ...values, clientSecret: " new-secret " })).toEqual({
      apiUsername: "api",
      password: null,
      signature: null,
      clientId: "client",
      clientSecret: "new-secret",
      status: "INACTIVE",
    });
  });
});

describe("receivers", () => {
  it("words the receiver rules with the system e-mail messages, in Chinese too", () => {
    expect(validateReceiver({ email: "", contactName: "", type: "REFUND" })).toEqual({
      email: "enter address",
      contactName: "enter contact name",
    });
    expect(validateReceiver({ email: "nope", contactName: "Ann 2", type: "NOTIFICATION" })).toEqual({
      email: "Enter the correct email address",
      contactName: "Enter the correct contact name",
    });
    expect(validateReceiver({ email: "a@b.co", contactName: "Ann", type: "" })).toEqual({ type: "Required" });
    expect(toReceiverInput({ email: " a@b.co ", contactName: " Ann ", type: "REFUND_RESULT" })).toEqual({
      email: "a@b.co",
      contactName: "Ann",
      type: "REFUND_RESULT",
    });
    setLanguage("zh");
    expect(validateReceiver({ email: "", contactName: "Ann", type: "REFUND" }).email).toBe("请输入邮箱地址");
  });
});

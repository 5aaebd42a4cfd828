/** The payment settings' upstream codes (docs/system-contract.md section 5). */

/** `gatewayType`: which fields a card gateway takes. */
export const CARD_GATEWAY_TYPES = { API_LOGIN: 1, MERCHANT_ACCOUNT: 2, SOURCE_KEY: 3 } as const;
/** `cardOrganizations`: the card schemes, spelled as the REST protocol spells them. */
export const CARD_ORGANIZATIONS = {
  VISA: "VISA",
  MASTERCARD: "MasterCard",
  DISCOVER: "Discover",
  AMERICAN_EXPRESS: "AmericaExpress",
} as const;
/** PayPal's `status`. */
export const PAYPAL_STATUSES = { ACTIVE: 1, INACTIVE: 0 } as const;

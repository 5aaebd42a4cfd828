/**
 * Every key a refusal can carry, with its English text: `{name}` stands for the failure's parameter of that name.
 * These texts are what the vendor API puts in `status.msg` and the gateway in `message`; the console translates the
 * key, never the text. Adding a key here makes the console's Chinese dictionary incomplete until it has one too (a
 * type error), so no refusal can reach the Chinese console untranslated.
 */
export const RULE_MESSAGES = {
  // Field rules (the product's generic validation rules)
  required: "Required",
  minLength: "No less than {n} characters",
  maxLength: "No more than {n} characters",
  min: "No less than {min}",
  max: "No more than {max}",
  maxEntries: "No more than {n} entries",
  email: "Invalid email",
  phone: "Invalid phone",
  areaCode: "Area code is required",
  digits: "Only digits are allowed",
  wholeNumber: "Only whole numbers are allowed",
  decimal: "Invalid number",
  ip: "Invalid IP address",
  emoji: "Emoji are not allowed",
  creditCard: "Invalid card number",
  price: "Invalid price",
  personName: "Invalid name",
  charset: "Only numbers, letters, underscores, spaces, hyphens, colon",
  date: "Invalid date",
  yearRange: "Choose a date between {min} and {max}",
  dateRange: "Start time must be earlier than end time",
  dateOrder: "Start date must not be after end date",
  id: "Invalid id",
  text: "Contains a character that cannot be stored (NUL or a broken Unicode character)",
  value: "Invalid value",
  cardLast4: "Enter the last 4 digits of the card",
  latitude: "Invalid latitude",
  longitude: "Invalid longitude",
  dotNumber: "Invalid DOT number",
  domain: "Invalid domain",
  tin: "Invalid TIN for this tax type",
  routingNumber: "Invalid routing number",
  accountNumber: "Invalid account number",
  unknownItem: "Unknown item",
  // The vendor API answered a field message without a key (a vendor API other than ours): shown as it came.
  upstream: "{message}",

  // Trips
  "trip.codeExists": "The code already exists",
  "trip.shiftName": "Invalid shift name",
  "trip.shiftExists": "Shift name already exists",
  "trip.shiftSelected": "Select at least one shift",
  "trip.unknownShift": "Unknown shift",
  "trip.dateShiftListed": "Date and shift already listed",
  "trip.priceNameExists": "Price name already exists",
  "trip.soldInventoryRemovedAt": "Sold or locked tickets exist for this date and shift: {dateShift}",
  "trip.singleEdit": "A single trip is edited with /trip/edit",
  "trip.groupedEdit": "A grouped trip is edited with /trip/grouped/edit",
  "trip.illegalTransition": "A trip in state {state} cannot {action}",

  // Grouped trips: `mismatches` lists the settings keys of `grouped.setting.*`.
  "grouped.sameTrip": "Trip 1 and Trip 2 must be different",
  "grouped.member": "A grouped trip cannot be part of another grouped trip",
  "grouped.mismatch": "{setting}",
  "grouped.noLongerMatches": "Grouped trip {code} would no longer match: {mismatches}",
  "grouped.membersNotPublished": "Both trips of a grouped trip must be published first",

  // Tags and files
  "tag.nameExists": "Tag name already exist",
  "tag.limit": "At most {max} tags",
  "file.tooLarge": "Only support uploading file less than {mb}MB",
  "file.type": "Only .png .jpg .jpeg can be upload!",

  // Company, tax and bank info, the vendor home page
  "company.nameExists": "Company name already exists",
  "company.dotNumberExists": "Dot Number already exists",
  "company.phoneExists": "Phone already exists",
  "company.emailExists": "Email already exists",
  "company.invalidCode": "Invalid or expired verification code",
  "company.checkingOnly": "Only checking accounts are accepted",
  "company.accountNumberMismatch": "Account numbers do not match",
  "company.supportContact": "Enter a support phone or e-mail",

  // System e-mail receivers
  "receiver.emailRequired": "enter address",
  "receiver.email": "Enter the correct email address",
  "receiver.duplicate": "Duplicate email address",
  "receiver.contactNameRequired": "enter contact name",
  "receiver.contactName": "Enter the correct contact name",
  "receiver.testMailTooSoon":
    "A test mail went to this receiver less than a minute ago, please try again in {seconds} seconds",
  "mail.developmentOnly": "Mail is shown here only in development, when SMTP_URL is not set",

  // Sales
  "refund.amountTooLarge": "Not greater than the total amount of the transaction",
  "refund.notAPayment": "Not a payment of this order",
  "refund.paymentNotRefundable": "This payment cannot be refunded",
  "refund.notATicket": "Not a ticket of this order",
  "refund.ticketNotActionable": "Only normal or checked-in tickets can be refunded",
  "refund.illegalTransition": "A refund order in state {state} cannot {action}; allowed from: {allowed}",
  "order.illegalRefund": "An order in state {state} cannot be refunded; allowed from: {allowed}",
  "order.resendTooSoon":
    "The confirmation of this order was resent less than a minute ago, try again in {seconds} seconds",
  "order.noContactEmail": "The order has no contact e-mail to send the confirmation to",
  "payment.orderNotPayable": "An order in state {state} takes no payment: only an unpaid order does",
  "payment.overBalance": "Not more than the balance of {balance}",
  "payment.dateInFuture": "The payment date cannot be in the future",
  "payment.dateBeforeOrder": "The payment date cannot be before the order was made ({date})",

  // Check-in (docs/sales-contract.md, "Check-in")
  "checkIn.alreadyCheckedIn": "Already checked in by {by} at {at}",
  "checkIn.refunded": "The ticket is refunded or being refunded",
  "checkIn.chargedBack": "The ticket is charged back",
  "checkIn.notValid": "The ticket cannot be checked in (its order is not paid, or it was changed or rescheduled)",
  "checkIn.otherDeparture": "A ticket of another departure: {trip}, {date} {shift}",
  "checkIn.unknownTicket": "Unknown ticket",
  "checkIn.otherVendor": "A ticket of another vendor",
  "checkIn.notCheckedIn": "The ticket is not checked in",
  "checkIn.undoExpired": "A check-in can be undone only within {minutes} minutes",

  // Bookings taken in the console (docs/sales-contract.md, "Bookings taken in the console")
  "booking.noTickets": "Choose at least one ticket",
  "booking.tripNotOnSale": "This trip is not on sale",
  "booking.dateNotOnSale": "Not on sale for this date",
  "booking.shiftNotOnSale": "This shift is not on sale for this date",
  "booking.unknownOption": "Not a price of this trip",
  "booking.soldOut": "Not enough seats left: {available} available",
  "booking.couponUnknown": "Unknown coupon code",
  "booking.couponExpired": "This coupon has expired",
  "booking.couponDisabled": "This coupon is disabled",
  "booking.couponNotStarted": "This coupon can be used from {date}",
  "booking.couponUsedUp": "This coupon has been used up",
  "booking.couponCustomerLimit": "This customer has used this coupon the most times allowed ({n})",
  "booking.couponChannel": "This coupon cannot be used on this channel",
  "booking.couponRegisteredOnly": "This coupon is for registered customers only",
  "booking.couponEmail": "This coupon is for other e-mail addresses",
  "booking.couponNotApplicable": "This coupon does not apply to these tickets",
  "booking.couponMinimum": "This coupon needs tickets worth at least {amount}",

  // Coupons (docs/money-contract.md section 2)
  "coupon.codeCharset": "Letters and digits only",
  "coupon.codeExists": "Coupon code already exists",
  "coupon.discountRatio": "Discount rate must be greater than 0 and less than 1",
  "coupon.priceBorderLine": "Lowest amount must be greater than the discount",
  "coupon.count": "Quantity must be between 1 and 100000",
  "coupon.tripRequired": "Choose at least one trip",
  "coupon.unknownTrip": "Not a trip of this vendor",
  "coupon.emailSuffix": "Invalid e-mail suffix",
  "coupon.sequenceFixed": "Cannot change after codes are generated",
  "coupon.notGenerated": "A coupon can be enabled once all its codes are generated",
  "coupon.illegalRetry": "A job in state {state} cannot retry",

  // Reports (docs/money-contract.md section 4)
  "report.rangeTooLong": "Range too long for this grouping",

  // Departures calendar (docs/catalogue-contract.md section 7)
  "departure.rangeTooLong": "At most {max} days at a time",

  // Users and roles (docs/system-contract.md section 3)
  "user.incorrectName": "Incorrect name",
  "user.firstNameRequired": "Please enter first name",
  "user.lastNameRequired": "Please enter last name",
  "user.phoneExists": "Phone already exists",
  "user.passwordLength": "Password must be 6 to 12 characters",
  "user.rolesRequired": "Please select permissions",
  "user.selfForbidOrDelete": "You cannot forbid or delete your own account",
  "role.nameTooLong": "role name too long",
  "role.nameExists": "Role name already exists",
  "role.held": "The role is held by {count} users",
  "access.lastManager": "The tenant must keep an active user who can manage users and roles",
  "access.ownManagement": "You cannot remove your own user or role management",
  "access.grantOwnOnly": "You can only grant permissions you hold yourself",
  "access.actOnHigher": "You cannot change a user who holds permissions you do not hold",
  "access.roleAboveYou": "You cannot change a role that is, or whose users or API tokens are, above your permissions",
  "access.lostForGood":
    "No other active user who can manage users and roles holds {permissions}: nobody could grant them again",
  "user.selfReset": "Change your own password with your current password",
  "user.samePassword": "The new password must differ from the current one",
  "user.selfTwoFactorReset": "Turn off your own two-factor sign-in with a current code",
  "apiToken.expiryPast": "The expiry must be in the future",
  "apiToken.secondFactorRequired":
    "This tenant requires two-factor sign-in for these permissions: sign in with your second factor to make this token",
  "webhook.url": "Enter a full URL starting with https:// (or http:// outside production)",
  "webhook.httpsOnly": "Use an https:// URL",
  "webhook.privateAddress": "The URL must reach a public address, not a private, loopback or link-local one",
  "webhook.eventsRequired": "Choose at least one event",

  // Accounts and the protocol's own codes
  "account.wrongCredentials": "Incorrect user name or password",
  "account.invalidAuthCode": "Invalid or expired auth code",
  "account.wrongOldPassword": "Old password is incorrect",
  "account.disabled": "The account has been disabled, please contact the administrator",
  "account.tooManyAttempts": "Too many failed login attempts, please try again in {minutes} min",
  "apiToken.tooManyRequests": "Too many requests with this API token, please try again in {seconds} seconds",
  "account.userNotFound": "User not found",
  "account.userNameExists": "User name already exists",
  "session.unauthorized": "Authorization failure, please login again.",
  "session.tenantMismatch": "Tenant does not match the session, please login again",
  "session.invalidAdminKey": "Invalid admin key",
  "session.forbidden": "You do not have permission for this operation",
  "session.passwordChangeRequired": "Please change your password before you continue",
  "session.twoFactorEnrolmentRequired": "Please set up two-factor sign-in before you continue",
  "session.personOnly": "An API token cannot make this call: sign in as a person",
  "twoFactor.required": "Enter the code from your authenticator app",
  "twoFactor.wrongCode": "Incorrect code",
  "twoFactor.challengeExpired": "The sign-in has expired, please sign in again",
  "twoFactor.tooManyAttempts": "Too many incorrect codes, please try again in {seconds} seconds",
  "twoFactor.alreadyEnabled": "Two-factor sign-in is already on",
  "twoFactor.notEnabled": "Two-factor sign-in is not on",
  "twoFactor.noPendingEnrolment": "Start the set-up again",
  "channel.notFound": "Channel not found",
  notFound: "Not found",
  staleVersion: "Data is out of date, please refresh and repeat.",
  systemError: "System error",
  badRequest: "Malformed request",
  validation: "Validation failed",
} as const;

export type RuleKey = keyof typeof RULE_MESSAGES;

/** What each parameterised key's parameters are, for docs/rules.md and the gateway's `ruleKeys` query. */
export const RULE_PARAMS: Partial<Record<RuleKey, Record<string, string>>> = {
  minLength: { n: "the least number of characters" },
  maxLength: { n: "the most characters" },
  min: { min: "the lowest allowed value" },
  max: { max: "the highest allowed value" },
  yearRange: { min: "the first allowed year", max: "the last allowed year" },
  maxEntries: { n: "the most entries" },
  upstream: { message: "the vendor API's own text" },
  "trip.soldInventoryRemovedAt": { dateShift: "the date and shift (`2025-07-01 Morning`)" },
  "trip.illegalTransition": { state: "TripState name", action: "TripAction name" },
  "grouped.mismatch": { setting: "a grouped setting key" },
  "grouped.noLongerMatches": { code: "the grouped trip's code", mismatches: "list of grouped setting keys" },
  "tag.limit": { max: "the most tags of a tenant" },
  "role.held": { count: "how many users hold the role" },
  "twoFactor.tooManyAttempts": { seconds: "how long until a code is accepted again" },
  "receiver.testMailTooSoon": { seconds: "how long until the receiver may get another test mail" },
  "access.lostForGood": { permissions: "the names of the permissions nobody else would hold" },
  "account.tooManyAttempts": { minutes: "whole minutes until the login budget is given back" },
  "apiToken.tooManyRequests": { seconds: "how long until the token's minute budget is given back" },
  "coupon.illegalRetry": { state: "CouponJobState name" },
  "file.tooLarge": { mb: "the size limit in MB" },
  "order.illegalRefund": { state: "OrderState name", allowed: "list of OrderState names" },
  "departure.rangeTooLong": { max: "the most days one request spans" },
  "order.resendTooSoon": { seconds: "how long until the confirmation may be resent" },
  "payment.orderNotPayable": { state: "OrderState name" },
  "payment.overBalance": { balance: "what the order still owes (Money)" },
  "payment.dateBeforeOrder": { date: "the order's day, YYYY-MM-DD" },
  "checkIn.alreadyCheckedIn": { by: "the user name who checked it in", at: "when (ISO 8601)" },
  "checkIn.otherDeparture": {
    trip: "the ticket's trip name",
    date: "its date, YYYY-MM-DD",
    shift: "its shift, or empty",
  },
  "checkIn.undoExpired": { minutes: "the undo window" },
  "booking.soldOut": { available: "the seats left for the departure" },
  "booking.couponNotStarted": { date: "the coupon's first day, YYYY-MM-DD" },
  "booking.couponCustomerLimit": { n: "the uses allowed per customer" },
  "booking.couponMinimum": { amount: "the lowest amount (Money)" },
  "refund.illegalTransition": {
    state: "RefundState name",
    action: "RefundAction name",
    allowed: "list of RefundState names",
  },
};

/** The settings two trips of a grouped trip must share, with the English text of their mismatch (`grouped.mismatch`). */
export const GROUPED_SETTINGS = {
  reschedule: "Reschedule settings do not match",
  cancellation: "Cancellation settings do not match",
  pricingType: "Price type does not match",
  inventoryType: "Inventory type does not match",
  specialRequest: "Special request does not match",
  ageLimit: "Age limit does not match",
  customPrices: "Custom price names and count do not match",
} as const;
export type GroupedSetting = keyof typeof GROUPED_SETTINGS;

export const isRuleKey = (value: unknown): value is RuleKey =>
  typeof value === "string" && Object.hasOwn(RULE_MESSAGES, value);

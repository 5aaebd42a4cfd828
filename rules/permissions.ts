/**
 * The one permission catalogue (docs/system-contract.md section 2): every page key and action url that a role can
 * hold. The vendor API seeds it and guards its routes with it, the gateway's `@requiresPermission` and the console's
 * guards and buttons name its entries, all through the types below, so a misspelt permission does not compile.
 */

export type PermissionKind = "page" | "cmd";

export interface CatalogueEntry {
  type: PermissionKind;
  url: string;
  name: string;
  group: string;
  /**
   * The page (url) this entry sits under in the Assign Resources tree: null for a page of the menu (it sits under its
   * group), the page it opens from for a hidden page, the page whose screen offers it for a cmd. `/audit/list` is
   * offered on several screens and sits under its group.
   */
  parent: string | null;
}

/**
 * Page permissions: one per route key, `url` = route key, `name` = English page title. Routes that borrow another's
 * key (trip_detail_report → trip_report, bookingFee → payment) have no entry of their own.
 */
const PAGES = [
  ["report", "income_report", "Income Report"],
  ["report", "trip_report", "Trip Report"],
  ["company", "company_info", "Company Information"],
  ["company", "tax_info", "Tax Information"],
  ["company", "bank_info", "Bank Information"],
  ["trip", "trip_list", "Trip List"],
  ["trip", "trip_add", "Create Trip"],
  ["trip", "grouped_trip_add", "Create Grouped Trip"],
  ["trip", "trip_edit", "Edit Trip", "trip_list"],
  ["trip", "trip_reservation_statistics", "Reservation Statistics", "trip_list"],
  ["trip", "reservation", "Reservation", "trip_list"],
  ["trip", "tags_list", "Tags"],
  // Checking tickets at the door or the bus step (docs/sales-contract.md, "Check-in").
  ["trip", "check_in", "Check-in"],
  // Every departure in a date range and each one's manifest (docs/catalogue-contract.md section 7).
  ["trip", "calendar", "Departures Calendar"],
  ["vendor_page", "home_page", "Home Page"],
  ["sales", "order_list", "Orders"],
  ["sales", "order_detail", "Order Detail", "order_list"],
  // Bookings taken on the phone or at the counter (docs/sales-contract.md, "Bookings taken in the console").
  ["sales", "order_add", "New Booking", "order_list"],
  ["sales", "refund_order_list", "Refund Orders"],
  ["sales", "refund_order_detail", "Refund Order Detail", "refund_order_list"],
  ["sales", "transaction_list", "Transactions"],
  ["sales", "transaction_detail", "Transaction Detail", "transaction_list"],
  ["marketing", "sales_coupon_list", "Coupons"],
  ["marketing", "sales_coupon_add", "Create Coupon", "sales_coupon_list"],
  ["marketing", "sales_coupon_history", "Coupon History", "sales_coupon_list"],
  ["marketing", "sales_coupon_usage", "Coupon Usage", "sales_coupon_list"],
  ["financial", "statement", "Statements"],
  ["financial", "statement_detail", "Statement Detail", "statement"],
  ["system", "user_list", "Users"],
  ["system", "role_list", "Roles"],
  ["system", "guide", "Setup Guide"],
  ["system", "system_email", "System E-mail"],
  ["system", "add_receiver", "Add Receiver", "system_email"],
  ["system", "dev_mail", "Development Mail"],
  ["system", "payment", "Payment"],
  // The whole change history, filtered and exported; the data is `/audit/list`'s, which also shows one record's
  // history on the screens that edit it (docs/system-contract.md section 8).
  ["system", "audit_log", "Change History"],
  // Integrators' tokens, bound to roles (docs/system-contract.md section 11).
  ["system", "api_tokens", "API Tokens"],
  // Signed event notifications to integrators' endpoints (docs/system-contract.md section 12).
  ["system", "webhooks", "Webhooks"],
] as const satisfies ReadonlyArray<readonly [group: string, url: string, name: string, parent?: string]>;

/** Action permissions: `url` is the call the action makes, in the protocol's `/x/verb` style. */
const COMMANDS = [
  ["report", "/report/export", "Export Report", "income_report"],
  ["company", "/company/info/edit", "Edit Company Information", "company_info"],
  ["company", "/tax/info/edit", "Edit Tax Information", "tax_info"],
  ["company", "/bank/info/edit", "Edit Bank Information", "bank_info"],
  ["trip", "/trip/add", "Create Trip", "trip_add"],
  ["trip", "/trip/edit", "Edit Trip", "trip_edit"],
  ["trip", "/trip/duplicate", "Duplicate Trip", "trip_list"],
  ["trip", "/trip/deactivate", "Deactivate Trip", "trip_list"],
  ["trip", "/trip/publish", "Publish Trip", "trip_list"],
  ["trip", "/trip/stop-sale", "Stop Selling Trip", "trip_list"],
  ["trip", "/trip/inactivate", "Inactivate Trip", "trip_list"],
  ["trip", "/trip/sponsor", "Sponsor Trip", "trip_list"],
  ["trip", "/trip/grouped/add", "Create Grouped Trip", "grouped_trip_add"],
  ["trip", "/trip/grouped/edit", "Edit Grouped Trip", "trip_edit"],
  ["trip", "/file/upload", "Upload Image", "trip_add"],
  ["trip", "/reservation/export", "Export Passengers", "reservation"],
  ["trip", "/reservation/notify", "Notify Customers", "reservation"],
  ["trip", "/tag/add", "Create Tag", "tags_list"],
  ["trip", "/tag/edit", "Edit Tag", "tags_list"],
  ["trip", "/tag/delete", "Delete Tag", "tags_list"],
  ["trip", "/check-in/ticket", "Check In Ticket", "check_in"],
  ["trip", "/check-in/undo", "Undo Check-in", "check_in"],
  ["vendor_page", "/vendor/page/edit", "Edit Home Page", "home_page"],
  ["sales", "/order/export", "Export Orders", "order_list"],
  ["sales", "/refund/add", "Request Refund", "order_detail"],
  ["sales", "/order/resend", "Resend Confirmation", "order_detail"],
  // Correcting a contact or a passenger's name after the sale, and the staff's notes on an order
  // (docs/sales-contract.md, "Editing an order's contact and internal notes").
  ["sales", "/order/contact/edit", "Edit Order Contact", "order_detail"],
  ["sales", "/order/note/add", "Add Order Note", "order_detail"],
  ["sales", "/order/payment/add", "Record Payment", "order_detail"],
  // Cancelling tickets with the trip's charge, and setting another charge (docs/sales-contract.md section 13).
  ["sales", "/order/cancel", "Cancel Tickets", "order_detail"],
  ["sales", "/order/cancel/override", "Override Cancellation Charge", "order_detail"],
  ["sales", "/order/move", "Move Tickets", "order_detail"],
  // Jobs over many orders of the order list (docs/sales-contract.md, "Jobs over many orders"): each its own power, so
  // a role may cancel one order and still not a hundred.
  ["sales", "/order/job/resend", "Resend Confirmations in Bulk", "order_list"],
  ["sales", "/order/job/message", "Write to Customers in Bulk", "order_list"],
  ["sales", "/order/job/cancel", "Cancel Orders in Bulk", "order_list"],
  ["sales", "/order/book", "Book Tickets", "order_add"],
  ["sales", "/refund/approve", "Refund", "refund_order_detail"],
  ["sales", "/refund/reject", "Reject Refund", "refund_order_detail"],
  ["sales", "/refund/complete", "Mark Refund as Completed", "refund_order_detail"],
  ["sales", "/refund/export", "Export Refund Orders", "refund_order_list"],
  ["sales", "/transaction/export", "Export Transactions", "transaction_list"],
  ["marketing", "/coupon/add", "Create Coupon", "sales_coupon_add"],
  ["marketing", "/coupon/edit", "Edit Coupon", "sales_coupon_list"],
  ["marketing", "/coupon/export", "Export Coupons", "sales_coupon_list"],
  ["financial", "/statement/export", "Export Statements", "statement"],
  // A departure that will not run: its sale stops and every order on it is cancelled with a full refund, a
  // manager's decision (docs/catalogue-contract.md section 7).
  ["trip", "/departure/cancel", "Cancel Departure", "calendar"],
  ["system", "/user/add", "Create User", "user_list"],
  ["system", "/user/edit", "Edit User", "user_list"],
  ["system", "/user/delete", "Delete User", "user_list"],
  ["system", "/user/assign/roles", "Assign Roles", "user_list"],
  ["system", "/role/add", "Create Role", "role_list"],
  ["system", "/role/edit", "Edit Role", "role_list"],
  ["system", "/role/delete", "Delete Role", "role_list"],
  ["system", "/role/assign/resources", "Assign Resources", "role_list"],
  ["system", "/system/email/add", "Add E-mail Receiver", "add_receiver"],
  ["system", "/system/email/delete", "Delete E-mail Receiver", "system_email"],
  ["system", "/system/email/test", "Send Test Mail", "system_email"],
  ["system", "/config/creditcard/add", "Add Card Gateway", "payment"],
  ["system", "/config/creditcard/edit", "Edit Card Gateway", "payment"],
  ["system", "/config/paypal/add", "Add PayPal", "payment"],
  ["system", "/config/paypal/edit", "Edit PayPal", "payment"],
  ["system", "/bookingfee/config/save", "Edit Booking Fee", "payment"],
  // How long an unpaid booking holds its seats (docs/sales-contract.md, "Unpaid bookings").
  ["system", "/config/hold/save", "Edit Unpaid Booking Hold", "payment"],
  ["system", "/audit/list", "View Change History", null],
  ["system", "/api-token/add", "Create API Token", "api_tokens"],
  ["system", "/api-token/revoke", "Revoke API Token", "api_tokens"],
  ["system", "/webhook/add", "Add Webhook", "webhooks"],
  ["system", "/webhook/edit", "Edit Webhook", "webhooks"],
  ["system", "/webhook/delete", "Delete Webhook", "webhooks"],
  ["system", "/webhook/rotate", "Rotate Webhook Secret", "webhooks"],
  ["system", "/webhook/test", "Send Test Webhook", "webhooks"],
  ["system", "/webhook/redeliver", "Redeliver Webhook", "webhooks"],
] as const satisfies ReadonlyArray<readonly [group: string, url: string, name: string, parent: string | null]>;

/** A page permission's url: a route key of the console. */
export type PageKey = (typeof PAGES)[number][1];
/** An action permission's url: the call the action makes. */
export type CmdUrl = (typeof COMMANDS)[number][1];
/** One permission, as the gateway's directive and the vendor API's route guard name it. */
export type PermissionRef = { page: PageKey } | { cmd: CmdUrl };

export const PERMISSION_CATALOGUE: readonly CatalogueEntry[] = [
  ...(PAGES as ReadonlyArray<readonly [string, string, string, string?]>).map(([group, url, name, parent]) => ({
    type: "page" as const,
    url,
    name,
    group,
    parent: parent ?? null,
  })),
  ...COMMANDS.map(([group, url, name, parent]) => ({ type: "cmd" as const, url, name, group, parent })),
];

/** A permission as one comparable value: `page:user_list`, `cmd:/user/add`. */
export const permissionKey = (type: PermissionKind, url: string): string => `${type}:${url}`;
export const refKey = (ref: PermissionRef): string =>
  "page" in ref ? permissionKey("page", ref.page) : permissionKey("cmd", ref.cmd);

/**
 * User and role management, pages and actions: a tenant always keeps an active user holding all of it, and nobody
 * takes any of it from themselves (docs/system-contract.md section 3).
 */
export const MANAGEMENT_PERMISSIONS: readonly PermissionRef[] = [
  { page: "user_list" },
  { page: "role_list" },
  { cmd: "/user/add" },
  { cmd: "/user/edit" },
  { cmd: "/user/delete" },
  { cmd: "/user/assign/roles" },
  { cmd: "/role/add" },
  { cmd: "/role/edit" },
  { cmd: "/role/delete" },
  { cmd: "/role/assign/resources" },
];

/**
 * What a tenant that requires two-factor sign-in for managers guards (docs/system-contract.md section 1): user and
 * role management and the payment configuration, whose holders can move the tenant's money or give that power away.
 */
export const TWO_FACTOR_GUARDED_PERMISSIONS: readonly PermissionRef[] = [
  ...MANAGEMENT_PERMISSIONS,
  { page: "payment" },
  { cmd: "/config/creditcard/add" },
  { cmd: "/config/creditcard/edit" },
  { cmd: "/config/paypal/add" },
  { cmd: "/config/paypal/edit" },
  { cmd: "/bookingfee/config/save" },
  // A token acts with the roles it is given, without a second factor: making one is a manager's power.
  { page: "api_tokens" },
  { cmd: "/api-token/add" },
  { cmd: "/api-token/revoke" },
  // A webhook sends the tenant's orders and refunds to any URL: adding one or pointing it elsewhere is a manager's power.
  { cmd: "/webhook/add" },
  { cmd: "/webhook/edit" },
  { cmd: "/webhook/rotate" },
];

import type { PermissionType } from "../db/schema";

export interface CatalogueEntry {
  type: PermissionType;
  url: string;
  name: string;
  group: string;
  /**
   * The page (url) this entry sits under in the Assign Resources tree (docs/system-contract.md section 2): null for a
   * page of the menu (it sits under its group), the page it opens from for a hidden page, the page whose screen
   * offers it for a cmd. `/audit/list` is offered on several screens and sits under its group.
   */
  parent: string | null;
}

/**
 * Page permissions: one per route key of contract section 3, `url` = route key, `name` = English page title. Routes
 * that borrow another's key (trip_detail_report → trip_report, bookingFee → payment) have no entry of their own.
 */
const PAGES: Array<[group: string, url: string, name: string, parent?: string | null]> = [
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
  ["vendor_page", "home_page", "Home Page"],
  ["sales", "order_list", "Orders"],
  ["sales", "order_detail", "Order Detail", "order_list"],
  ["sales", "refund_order_list", "Refund Orders"],
  ["sales", "refund_order_detail", "Refund Order Detail", "refund_order_list"],
  ["sales", "transaction_list", "Transactions"],
  ["sales", "transaction_detail", "Transaction Detail", "transaction_list"],
  ["marketing", "sales_coupon_list", "Coupons"],
  ["marketing", "sales_coupon_add", "Create Coupon", "sales_coupon_list"],
  ["marketing", "sales_coupon_history", "Coupon History", "sales_coupon_list"],
  ["financial", "statement", "Statements"],
  ["financial", "statement_detail", "Statement Detail", "statement"],
  ["system", "user_list", "Users"],
  ["system", "role_list", "Roles"],
  ["system", "guide", "Setup Guide"],
  ["system", "system_email", "System E-mail"],
  ["system", "add_receiver", "Add Receiver", "system_email"],
  ["system", "payment", "Payment"],
];

/** Action permissions: `url` is the call the action makes, in the protocol's `/x/verb` style. */
const COMMANDS: Array<[group: string, url: string, name: string, parent: string | null]> = [
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
  ["vendor_page", "/vendor/page/edit", "Edit Home Page", "home_page"],
  ["sales", "/order/export", "Export Orders", "order_list"],
  ["sales", "/refund/add", "Request Refund", "order_detail"],
  ["sales", "/refund/approve", "Refund", "refund_order_detail"],
  ["sales", "/refund/reject", "Reject Refund", "refund_order_detail"],
  ["sales", "/refund/complete", "Mark Refund as Completed", "refund_order_detail"],
  ["sales", "/refund/export", "Export Refund Orders", "refund_order_list"],
  ["sales", "/transaction/export", "Export Transactions", "transaction_list"],
  ["marketing", "/coupon/add", "Create Coupon", "sales_coupon_add"],
  ["marketing", "/coupon/edit", "Edit Coupon", "sales_coupon_list"],
  ["marketing", "/coupon/export", "Export Coupons", "sales_coupon_list"],
  ["financial", "/statement/export", "Export Statements", "statement"],
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
  ["system", "/config/creditcard/add", "Add Card Gateway", "payment"],
  ["system", "/config/creditcard/edit", "Edit Card Gateway", "payment"],
  ["system", "/config/paypal/add", "Add PayPal", "payment"],
  ["system", "/config/paypal/edit", "Edit PayPal", "payment"],
  ["system", "/bookingfee/config/save", "Edit Booking Fee", "payment"],
  ["system", "/audit/list", "View Change History", null],
];

const toEntries = (type: PermissionType, rows: typeof PAGES): CatalogueEntry[] =>
  rows.map(([group, url, name, parent]) => ({ type, url, name, group, parent: parent ?? null }));

export const PERMISSION_CATALOGUE: CatalogueEntry[] = [...toEntries("page", PAGES), ...toEntries("cmd", COMMANDS)];

/** The Sales agent role of the demo data: the sales pages and the sales actions. */
export const isSalesPermission = (entry: CatalogueEntry) => entry.group === "sales";

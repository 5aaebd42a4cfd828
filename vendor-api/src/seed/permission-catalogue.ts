import type { PermissionType } from "../db/schema";

export interface CatalogueEntry {
  type: PermissionType;
  url: string;
  name: string;
  group: string;
}

/**
 * Page permissions: one per route key of contract section 3, `url` = route key, `name` = English page title. Routes
 * that borrow another's key (trip_detail_report → trip_report, bookingFee → payment) have no entry of their own.
 */
const PAGES: Array<[group: string, url: string, name: string]> = [
  ["report", "income_report", "Income Report"],
  ["report", "trip_report", "Trip Report"],
  ["company", "company_info", "Company Information"],
  ["company", "tax_info", "Tax Information"],
  ["company", "bank_info", "Bank Information"],
  ["trip", "trip_list", "Trip List"],
  ["trip", "trip_add", "Create Trip"],
  ["trip", "grouped_trip_add", "Create Grouped Trip"],
  ["trip", "trip_edit", "Edit Trip"],
  ["trip", "trip_reservation_statistics", "Reservation Statistics"],
  ["trip", "reservation", "Reservation"],
  ["trip", "tags_list", "Tags"],
  ["vendor_page", "home_page", "Home Page"],
  ["sales", "order_list", "Orders"],
  ["sales", "order_detail", "Order Detail"],
  ["sales", "refund_order_list", "Refund Orders"],
  ["sales", "refund_order_detail", "Refund Order Detail"],
  ["sales", "transaction_list", "Transactions"],
  ["sales", "transaction_detail", "Transaction Detail"],
  ["marketing", "sales_coupon_list", "Coupons"],
  ["marketing", "sales_coupon_add", "Create Coupon"],
  ["marketing", "sales_coupon_history", "Coupon History"],
  ["financial", "statement", "Statements"],
  ["financial", "statement_detail", "Statement Detail"],
  ["system", "user_list", "Users"],
  ["system", "role_list", "Roles"],
  ["system", "guide", "Setup Guide"],
  ["system", "system_email", "System E-mail"],
  ["system", "add_receiver", "Add Receiver"],
  ["system", "payment", "Payment"],
];

/** Action permissions: `url` is the call the action makes, in the protocol's `/x/verb` style. */
const COMMANDS: Array<[group: string, url: string, name: string]> = [
  ["report", "/report/export", "Export Report"],
  ["company", "/company/info/edit", "Edit Company Information"],
  ["company", "/tax/info/edit", "Edit Tax Information"],
  ["company", "/bank/info/edit", "Edit Bank Information"],
  ["trip", "/trip/add", "Create Trip"],
  ["trip", "/trip/edit", "Edit Trip"],
  ["trip", "/trip/duplicate", "Duplicate Trip"],
  ["trip", "/trip/deactivate", "Deactivate Trip"],
  ["trip", "/trip/publish", "Publish Trip"],
  ["trip", "/trip/stop-sale", "Stop Selling Trip"],
  ["trip", "/trip/inactivate", "Inactivate Trip"],
  ["trip", "/trip/sponsor", "Sponsor Trip"],
  ["trip", "/trip/grouped/add", "Create Grouped Trip"],
  ["trip", "/trip/grouped/edit", "Edit Grouped Trip"],
  ["trip", "/file/upload", "Upload Image"],
  ["trip", "/reservation/export", "Export Passengers"],
  ["trip", "/reservation/notify", "Notify Customers"],
  ["trip", "/tag/add", "Create Tag"],
  ["trip", "/tag/edit", "Edit Tag"],
  ["trip", "/tag/delete", "Delete Tag"],
  ["vendor_page", "/vendor/page/edit", "Edit Home Page"],
  ["sales", "/order/export", "Export Orders"],
  ["sales", "/refund/add", "Request Refund"],
  ["sales", "/refund/approve", "Refund"],
  ["sales", "/refund/reject", "Reject Refund"],
  ["sales", "/refund/complete", "Mark Refund as Completed"],
  ["sales", "/refund/export", "Export Refund Orders"],
  ["sales", "/transaction/export", "Export Transactions"],
  ["marketing", "/coupon/add", "Create Coupon"],
  ["marketing", "/coupon/edit", "Edit Coupon"],
  ["system", "/user/add", "Create User"],
  ["system", "/user/edit", "Edit User"],
  ["system", "/user/delete", "Delete User"],
  ["system", "/user/assign/roles", "Assign Roles"],
  ["system", "/role/add", "Create Role"],
  ["system", "/role/edit", "Edit Role"],
  ["system", "/role/delete", "Delete Role"],
  ["system", "/role/assign/resources", "Assign Resources"],
  ["system", "/system/email/add", "Add E-mail Receiver"],
  ["system", "/system/email/delete", "Delete E-mail Receiver"],
  ["system", "/config/creditcard/add", "Add Card Gateway"],
  ["system", "/config/creditcard/edit", "Edit Card Gateway"],
  ["system", "/config/paypal/add", "Add PayPal"],
  ["system", "/config/paypal/edit", "Edit PayPal"],
  ["system", "/bookingfee/config/save", "Edit Booking Fee"],
];

const toEntries = (type: PermissionType, rows: typeof PAGES): CatalogueEntry[] =>
  rows.map(([group, url, name]) => ({ type, url, name, group }));

export const PERMISSION_CATALOGUE: CatalogueEntry[] = [...toEntries("page", PAGES), ...toEntries("cmd", COMMANDS)];

/** The Sales agent role of the demo data: the sales pages and the sales actions. */
export const isSalesPermission = (entry: CatalogueEntry) => entry.group === "sales";

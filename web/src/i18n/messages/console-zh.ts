import type { Translation } from "../define-messages";
import { uploadZh } from "../areas/upload";
import { exportZh } from "../areas/export";
import { tripSelectZh } from "../areas/trip-select";
import { tripFormZh } from "../areas/trip-form";
import { groupedTripZh } from "../areas/grouped-trip";
import { tagsZh } from "../areas/tags";
import { reservationZh } from "../areas/reservation";
import { departuresZh } from "../areas/departures";
import { salesZh } from "../areas/sales";
import { ordersZh } from "../areas/orders";
import { refundsZh } from "../areas/refunds";
import { transactionsZh } from "../areas/transactions";
import { formZh } from "../areas/form";
import { companyZh } from "../areas/company";
import { homePageZh } from "../areas/home-page";
import { guideZh } from "../areas/guide";
import { historyZh } from "../areas/history";
import { auditZh } from "../areas/audit";
import { systemSettingsZh } from "../areas/system-settings";
import { apiTokensZh } from "../areas/api-tokens";
import { webhooksZh } from "../areas/webhooks";
import { accessZh } from "../areas/access";
import { permissionActionZh } from "../areas/permission-actions";
import { statementsZh } from "../areas/statements";
import { couponsZh } from "../areas/coupons";
import { reportZh } from "../areas/report";
import { checkInZh } from "../areas/check-in";
import { bookingZh } from "../areas/booking";
import { orderPaymentZh } from "../areas/order-payment";
import { orderCancelZh } from "../areas/order-cancel";
import { orderMoveZh } from "../areas/order-move";
import { orderJobsZh } from "../areas/order-jobs";
import { orderEditZh } from "../areas/order-edit";
import { unpaidHoldZh } from "../areas/unpaid-hold";
import { commandPaletteZh } from "../areas/command-palette";
import type { messages as en } from "./console-en";

/** Chinese texts of the console's screens, area by area (areas/). */
export const messages: Translation<typeof en> = {
  ...uploadZh,
  ...exportZh,
  ...tripSelectZh,
  ...tripFormZh,
  ...groupedTripZh,
  ...tagsZh,
  ...reservationZh,
  ...departuresZh,
  ...salesZh,
  ...ordersZh,
  ...refundsZh,
  ...transactionsZh,
  ...formZh,
  ...companyZh,
  ...homePageZh,
  ...guideZh,
  ...historyZh,
  ...auditZh,
  ...systemSettingsZh,
  ...apiTokensZh,
  ...webhooksZh,
  ...accessZh,
  ...permissionActionZh,
  ...statementsZh,
  ...couponsZh,
  ...reportZh,
  ...checkInZh,
  ...bookingZh,
  ...orderPaymentZh,
  ...orderCancelZh,
  ...orderMoveZh,
  ...orderJobsZh,
  ...orderEditZh,
  ...unpaidHoldZh,
  ...commandPaletteZh,
};

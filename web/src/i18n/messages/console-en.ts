import { uploadEn } from "../areas/upload";
import { exportEn } from "../areas/export";
import { tripSelectEn } from "../areas/trip-select";
import { tripFormEn } from "../areas/trip-form";
import { groupedTripEn } from "../areas/grouped-trip";
import { tagsEn } from "../areas/tags";
import { reservationEn } from "../areas/reservation";
import { departuresEn } from "../areas/departures";
import { salesEn } from "../areas/sales";
import { ordersEn } from "../areas/orders";
import { refundsEn } from "../areas/refunds";
import { transactionsEn } from "../areas/transactions";
import { formEn } from "../areas/form";
import { companyEn } from "../areas/company";
import { homePageEn } from "../areas/home-page";
import { guideEn } from "../areas/guide";
import { historyEn } from "../areas/history";
import { auditEn } from "../areas/audit";
import { systemSettingsEn } from "../areas/system-settings";
import { apiTokensEn } from "../areas/api-tokens";
import { webhooksEn } from "../areas/webhooks";
import { accessEn } from "../areas/access";
import { permissionActionEn } from "../areas/permission-actions";
import { statementsEn } from "../areas/statements";
import { couponsEn } from "../areas/coupons";
import { reportEn } from "../areas/report";
import { checkInEn } from "../areas/check-in";
import { bookingEn } from "../areas/booking";
import { orderPaymentEn } from "../areas/order-payment";
import { orderCancelEn } from "../areas/order-cancel";
import { orderMoveEn } from "../areas/order-move";
import { orderJobsEn } from "../areas/order-jobs";
import { orderEditEn } from "../areas/order-edit";
import { unpaidHoldEn } from "../areas/unpaid-hold";
import { commandPaletteEn } from "../areas/command-palette";

/** English texts of the console's screens, area by area (areas/). */
export const messages = {
  ...uploadEn,
  ...exportEn,
  ...tripSelectEn,
  ...tripFormEn,
  ...groupedTripEn,
  ...tagsEn,
  ...reservationEn,
  ...departuresEn,
  ...salesEn,
  ...ordersEn,
  ...refundsEn,
  ...transactionsEn,
  ...formEn,
  ...companyEn,
  ...homePageEn,
  ...guideEn,
  ...historyEn,
  ...auditEn,
  ...systemSettingsEn,
  ...apiTokensEn,
  ...webhooksEn,
  ...accessEn,
  ...permissionActionEn,
  ...statementsEn,
  ...couponsEn,
  ...reportEn,
  ...checkInEn,
  ...bookingEn,
  ...orderPaymentEn,
  ...orderCancelEn,
  ...orderMoveEn,
  ...orderJobsEn,
  ...orderEditEn,
  ...unpaidHoldEn,
  ...commandPaletteEn,
};

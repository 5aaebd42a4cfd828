/**
 * `GET /exports/orders.csv`, `/exports/refund-orders.csv`, `/exports/transactions.csv`: the filtered sales lists as
 * CSV. The query string takes the filters of `orders`, `refundOrders` and `transactions` (enum value names, ISO 8601
 * times, ids), checked by the same rules. The vendor API writes the file in keyset batches; the gateway streams its
 * bytes through untouched, with `x-total-count` (rows in the file) so the console can show progress. Needs the list's
 * page permission and the export action. Answers 400 for a bad filter, 401 without a valid session, 403 without the
 * permissions.
 */
import type { FastifyInstance } from "fastify";
import type { GatewayServices } from "../../context";
import { assertPermission } from "../../auth/permission-directives";
import { OrderState } from "../order/order.enums";
import { toUpstreamOrderQuery } from "../order/order.mapper";
import { validateOrderFilter } from "../order/order.rules";
import { RefundState } from "../refund/refund.enums";
import { toUpstreamRefundFilter } from "../refund/refund.mapper";
import { PaymentType, PayStatus } from "../sales-shared/sales.enums";
import { assertValid, type FieldErrors } from "../shared/field-rules";
import { toUpstreamTransactionFilter } from "../transaction/transaction.mapper";
import { validateTransactionFilter } from "../transaction/transaction.rules";
import { answerExport, authorizedContext, EXPORTS_PATH } from "./export-route";
import { queryDateTime, queryEnum, queryText, toQueryStrings, type ExportQuery } from "./export-query";
import { sendUpstreamCsv } from "./upstream-csv";

interface SalesExport {
  path: string;
  /** The list screen's route key and the export action's url: both are needed. */
  page: string;
  cmd: string;
  /** The vendor API export and its query, from the caller's query (BAD_USER_INPUT on a bad filter). */
  upstreamPath: string;
  upstreamQuery(query: ExportQuery): Record<string, string | number | undefined>;
}

/** Every filter's rule failures together, as the list queries report them. */
function checked<T>(read: (fields: FieldErrors) => T, validate: (filter: T) => FieldErrors = () => ({})): T {
  const fields: FieldErrors = {};
  const filter = read(fields);
  assertValid({ ...fields, ...validate(filter) });
  return filter;
}

const SALES_EXPORTS: SalesExport[] = [
  {
    path: `${EXPORTS_PATH}/orders.csv`,
    page: "order_list",
    cmd: "/order/export",
    upstreamPath: "/order/export",
    upstreamQuery: (query) =>
      toUpstreamOrderQuery(
        checked(
          (fields) => ({
            orderNumber: queryText(query, "orderNumber"),
            customerName: queryText(query, "customerName"),
            email: queryText(query, "email"),
            phone: queryText(query, "phone"),
            tripId: queryText(query, "tripId"),
            dateFrom: queryDateTime(query, "dateFrom", fields),
            dateTo: queryDateTime(query, "dateTo", fields),
            state: queryEnum(query, "state", OrderState, fields),
            channelId: queryText(query, "channelId"),
            paymentType: queryEnum(query, "paymentType", PaymentType, fields),
            cardLast4: queryText(query, "cardLast4"),
          }),
          validateOrderFilter,
        ),
        null,
      ),
  },
  {
    path: `${EXPORTS_PATH}/refund-orders.csv`,
    page: "refund_order_list",
    cmd: "/refund/export",
    upstreamPath: "/refund/export",
    upstreamQuery: (query) =>
      toUpstreamRefundFilter(
        checked((fields) => ({
          state: queryEnum(query, "state", RefundState, fields),
          orderId: queryText(query, "orderId"),
          orderNumber: queryText(query, "orderNumber"),
        })),
      ),
  },
  {
    path: `${EXPORTS_PATH}/transactions.csv`,
    page: "transaction_list",
    cmd: "/transaction/export",
    upstreamPath: "/transaction/export",
    upstreamQuery: (query) =>
      toUpstreamTransactionFilter(
        checked(
          (fields) => ({
            cardNumber: queryText(query, "cardNumber"),
            paypalAccount: queryText(query, "paypalAccount"),
            transactionId: queryText(query, "transactionId"),
            authCode: queryText(query, "authCode"),
            dateFrom: queryDateTime(query, "dateFrom", fields),
            dateTo: queryDateTime(query, "dateTo", fields),
            payStatus: queryEnum(query, "payStatus", PayStatus, fields),
          }),
          validateTransactionFilter,
        ),
      ),
  },
];

export function registerSalesExportRoutes(app: FastifyInstance, services: GatewayServices): void {
  for (const salesExport of SALES_EXPORTS) {
    app.get<{ Querystring: ExportQuery }>(salesExport.path, (request, reply) =>
      answerExport(reply, async () => {
        const context = await authorizedContext(services, request, salesExport.page);
        await assertPermission(context, { type: "cmd", url: salesExport.cmd });
        const query = toQueryStrings(salesExport.upstreamQuery(request.query));
        return sendUpstreamCsv(reply, await context.rest.download(salesExport.upstreamPath, query));
      }),
    );
  }
}

/**
 * `GET /exports/<list>.csv` and `.xlsx` for every list of the console (docs/exports.md): orders, refund orders,
 * transactions, a trip's passengers, trips, coupons and their codes, statements and their entries, the income,
 * trip and trip detail reports, and the change history. Each needs a session and the list's permissions (401, 403), reads its
 * filters as the list's GraphQL input (400 for a bad one) and streams the rows page by page.
 */
import type { FastifyInstance } from "fastify";
import type { GraphQLSchema } from "graphql";
import type { GatewayServices } from "../../context";
import { registerListExport } from "./list-export";
import { auditTrailExport } from "./lists/audit";
import { couponCodesExport, couponsExport, couponUsageExport } from "./lists/coupons";
import { ordersExport } from "./lists/orders";
import { refundOrdersExport } from "./lists/refund-orders";
import { incomeReportExport, tripDetailReportExport, tripReportExport } from "./lists/reports";
import { reservationsExport } from "./lists/reservations";
import { statementEntriesExport, statementsExport } from "./lists/statements";
import { transactionsExport } from "./lists/transactions";
import { tripsExport } from "./lists/trips";

export function registerExportRoutes(app: FastifyInstance, services: GatewayServices, schema: GraphQLSchema): void {
  registerListExport(app, services, schema, ordersExport);
  registerListExport(app, services, schema, refundOrdersExport);
  registerListExport(app, services, schema, transactionsExport);
  registerListExport(app, services, schema, reservationsExport);
  registerListExport(app, services, schema, tripsExport);
  registerListExport(app, services, schema, couponsExport);
  registerListExport(app, services, schema, couponCodesExport);
  registerListExport(app, services, schema, couponUsageExport);
  registerListExport(app, services, schema, statementsExport);
  registerListExport(app, services, schema, statementEntriesExport);
  registerListExport(app, services, schema, incomeReportExport);
  registerListExport(app, services, schema, tripReportExport);
  registerListExport(app, services, schema, tripDetailReportExport);
  registerListExport(app, services, schema, auditTrailExport);
}

/**
 * `GET /exports/<list>.csv` and `.xlsx` for every list of the console (docs/exports.md): orders, refund orders,
 * transactions, a trip's passengers and trips. Each needs a session and the list's permissions (401, 403), reads its
 * filters as the list's GraphQL input (400 for a bad one) and streams the rows page by page.
 */
import type { FastifyInstance } from "fastify";
import type { GraphQLSchema } from "graphql";
import type { GatewayServices } from "../../context";
import { registerListExport } from "./list-export";
import { ordersExport } from "./lists/orders";
import { refundOrdersExport } from "./lists/refund-orders";
import { reservationsExport } from "./lists/reservations";
import { transactionsExport } from "./lists/transactions";
import { tripsExport } from "./lists/trips";

export function registerExportRoutes(app: FastifyInstance, services: GatewayServices, schema: GraphQLSchema): void {
  registerListExport(app, services, schema, ordersExport);
  registerListExport(app, services, schema, refundOrdersExport);
  registerListExport(app, services, schema, transactionsExport);
  registerListExport(app, services, schema, reservationsExport);
  registerListExport(app, services, schema, tripsExport);
}

/**
 * One export path for every list: `GET /exports/<list>.csv` and `.xlsx`. The query string is read as the list's
 * GraphQL input, the rows come page by page from the list field's own reader (its checks, upstream call and mappers),
 * and the file is written by the one CSV writer or the one XLSX writer, times in the tenant's time zone.
 */
import type { FastifyInstance } from "fastify";
import type { GraphQLSchema } from "graphql";
import type { GatewayContext, GatewayServices } from "../../context";
import { PAGE_SIZE_MAX, type UpstreamPage } from "../shared/page.input";
import { loadTenantConfiguration } from "../tenant/tenant-configuration.mapper";
import type { ExportColumn } from "./columns";
import {
  answerExport,
  authorizedContext,
  EXPORT_FORMATS,
  EXPORTS_PATH,
  exportErrorHandler,
  sendListFile,
  type ExportAccess,
} from "./export-route";
import { todayIn } from "./formats";
import { openPagedList, type ListPage } from "./paged-list";
import { queryReader, type QueryInput, type QueryValues } from "./query-input";

export interface ListExport<Args, Row> {
  /** Served at `/exports/<name>.csv` and `/exports/<name>.xlsx`. */
  name: string;
  sheetName: string;
  access: ExportAccess;
  /** The GraphQL input the query string is read as. */
  input: QueryInput;
  /** The list's arguments, from that input's value. */
  toArgs(input: QueryValues): Args;
  /** One page of rows, through the GraphQL list field's own reader. */
  readPage(context: GatewayContext, args: Args, page: UpstreamPage): Promise<ListPage<Row>>;
  /** Times in `timeZone`, named in their headers. */
  columns(timeZone: string): ExportColumn<Row>[];
  /** The file's name without its extension; `today` is the tenant's date, `YYYY-MM-DD`. */
  baseName(args: Args, today: string): string;
}

export function registerListExport<Args, Row>(
  app: FastifyInstance,
  services: GatewayServices,
  schema: GraphQLSchema,
  list: ListExport<Args, Row>,
): void {
  const readQuery = queryReader(schema, list.input);
  for (const format of EXPORT_FORMATS) {
    app.get(`${EXPORTS_PATH}/${list.name}.${format}`, { errorHandler: exportErrorHandler }, (request, reply) =>
      answerExport(reply, async () => {
        const context = await authorizedContext(services, request, reply, list.access);
        const args = list.toArgs(readQuery(request.query));
        // The vendor API's largest page: the fewest calls. The first page is read (and the filter checked) before the
        // tenant's time zone, so a refused filter costs no upstream call, and before the first byte.
        const rows = await openPagedList(
          (pageNum, pageSize) => list.readPage(context, args, { pageNum, pageSize }),
          PAGE_SIZE_MAX,
        );
        const tenant = await loadTenantConfiguration(context.loaders);
        return sendListFile(reply, format, {
          baseName: list.baseName(args, todayIn(tenant.timeZone)),
          sheetName: list.sheetName,
          columns: list.columns(tenant.timeZone),
          list: rows,
        });
      }),
    );
  }
}

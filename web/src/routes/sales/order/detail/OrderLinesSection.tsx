import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { OrderLinesSection_OrderFragment } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { formatDate } from "@/shared/time/format-time";
import type { DataColumn } from "@/shared/list";
import { DetailTable } from "../../shared/DetailTable";
import { Money } from "../../shared/Money";
import { tripColumn } from "../../shared/ticket-columns";

export const OrderLinesSection_order = graphql(`
  fragment OrderLinesSection_order on Order {
    lines {
      id
      tripCode
      tripName
      date
      shift
      option
      quantity
      unitPrice
      amount
    }
  }
`);

type Line = OrderLinesSection_OrderFragment["lines"][number];

/** The trips booked: one line per trip, date, shift and price option. */
export function OrderLinesSection({ order: ref }: { order: FragmentType<typeof OrderLinesSection_order> }) {
  const { lines } = getFragmentData(OrderLinesSection_order, ref);
  const { t } = useI18n();
  const columns: DataColumn<Line>[] = [
    tripColumn(t("orders.trip"), 200, (line) => line.tripCode),
    { key: "date", label: t("orders.travelDate"), cell: (line) => formatDate(line.date) },
    { key: "shift", label: t("orders.shift"), cell: (line) => line.shift ?? "–" },
    { key: "option", label: t("orders.option"), cell: (line) => line.option },
    { key: "quantity", label: t("orders.quantity"), align: "right", cell: (line) => line.quantity },
    {
      key: "unitPrice",
      label: t("orders.unitPrice"),
      align: "right",
      cell: (line) => <Money value={line.unitPrice} />,
    },
    { key: "amount", label: t("orders.amount"), align: "right", cell: (line) => <Money value={line.amount} strong /> },
  ];
  return (
    <DetailTable
      title={t("orders.section.lines")}
      columns={columns}
      rows={lines}
      minWidth={640}
      emptyText={t("orders.noLines")}
    />
  );
}

import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { fail } from "#rules";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { badUserInput } from "../../errors";
import { toUpstreamId } from "../shared/field-rules";
import { toOrderTicket } from "../sales-shared/sales-ticket.mapper";
import { OrderTicket } from "../sales-shared/sales-ticket.type";
import { CheckInCountsArgs, CheckInTicketArgs, DepartureInput, UndoCheckInArgs } from "./check-in.args";
import { CheckInCounts } from "./check-in.type";
import { checkInCounts, checkInTicket, undoCheckIn } from "./check-in.upstream";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function toUpstreamDeparture(departure: DepartureInput) {
  if (!DATE.test(departure.date)) throw badUserInput({ "departure.date": fail("date") });
  return {
    tripId: toUpstreamId(departure.tripId, "departure.tripId"),
    date: departure.date,
    ...(departure.shift ? { shift: departure.shift } : {}),
  };
}

const REFUSALS =
  "Refusals are UPSTREAM_ERROR with `extensions.upstreamCode`, `key` and `params` (docs/sales-contract.md, " +
  '"Check-in"): 20441 checkIn.alreadyCheckedIn (`params.by`, `params.at`), 20442 checkIn.refunded, 20443 ' +
  "checkIn.chargedBack, 20444 checkIn.otherDeparture (`params.trip`, `date`, `shift`), 20445 checkIn.unknownTicket, " +
  "20446 checkIn.otherVendor (nothing of the other vendor's ticket is said), 20447 checkIn.notValid.";

@Resolver()
export class CheckInResolver {
  @Mutation(() => OrderTicket, {
    description:
      "Checks a ticket in, by its number or its scanned code, bounded by the departure (or the date and shift) on " +
      "the desk's screen unless `anyDeparture`. Of two check-ins of one ticket at once, one succeeds " +
      `and the other is refused naming who checked it in and when. ${REFUSALS}`,
  })
  @RequiresPermission({ cmd: "/check-in/ticket" })
  async checkInTicket(
    @Args(() => CheckInTicketArgs) { ticketNumber, departure, date, shift, anyDeparture }: CheckInTicketArgs,
    @Ctx() context: GatewayContext,
  ): Promise<OrderTicket> {
    if (date != null && !DATE.test(date)) throw badUserInput({ date: fail("date") });
    const ticket = await checkInTicket(context.rest, {
      ticket: ticketNumber,
      ...(departure ? { departure: toUpstreamDeparture(departure) } : {}),
      ...(date ? { date, ...(shift ? { shift } : {}) } : {}),
      ...(anyDeparture ? { anyDeparture: true } : {}),
    });
    return toOrderTicket(ticket, ticket.orderNumber);
  }

  @Mutation(() => OrderTicket, {
    description:
      "Undoes a check-in made less than 5 minutes ago; anyone who may undo check-ins may undo anyone's. UPSTREAM_ERROR " +
      "20448 checkIn.notCheckedIn, 20449 checkIn.undoExpired (`params.minutes`).",
  })
  @RequiresPermission({ cmd: "/check-in/undo" })
  async undoCheckIn(
    @Args(() => UndoCheckInArgs) { ticketNumber }: UndoCheckInArgs,
    @Ctx() context: GatewayContext,
  ): Promise<OrderTicket> {
    const ticket = await undoCheckIn(context.rest, { ticket: ticketNumber });
    return toOrderTicket(ticket, ticket.orderNumber);
  }

  @Query(() => CheckInCounts, {
    description: "A departure's checked-in and expected tickets, for the check-in screen.",
  })
  @RequiresPermission({ page: "check_in" })
  async checkInCounts(
    @Args(() => CheckInCountsArgs) { departure }: CheckInCountsArgs,
    @Ctx() context: GatewayContext,
  ): Promise<CheckInCounts> {
    return checkInCounts(context.rest, toUpstreamDeparture(departure));
  }
}

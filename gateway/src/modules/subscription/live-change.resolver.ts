import type { GraphQLResolveInfo } from "graphql";
import { Args, Resolver, Root, Subscription, type SubscribeResolverData } from "type-graphql";
import type { LiveResource } from "#rules";
import { RequiresPermission, ruleOf } from "../../auth/permission-directives";
import { ErrorCode, gatewayError, unauthenticated } from "../../errors";
import type { LiveEvent } from "./live-event.upstream";
import type { LiveConnection, LiveFeed } from "./live-feed";
import { toCouponJobChange, toOrderChange, toRefundOrderChange } from "./live-change.mapper";
import {
  CouponJobChange,
  CouponJobChangedArgs,
  LiveResumeArgs,
  OrderChange,
  RefundOrderChange,
} from "./live-change.type";

/** The context of an operation on a graphql-ws connection (ws-server.ts). */
export interface LiveContext {
  live?: LiveConnection;
  feed: LiveFeed;
}

/**
 * The resource's events, for as long as the session holds the permission the field's directive names: the same rule
 * the schema prints is the one checked, at subscribe and again before each event.
 */
function liveEvents(
  resource: LiveResource,
  accepts?: (args: Record<string, unknown>) => (event: LiveEvent) => boolean,
) {
  return async ({ context, info, args }: SubscribeResolverData<unknown, Record<string, unknown>, LiveContext>) => {
    if (!context.live) throw unauthenticated();
    const rule = ruleOf(info.schema, fieldOf(info));
    if (!rule || rule.kind !== "permission")
      throw gatewayError(ErrorCode.FORBIDDEN, "This field has no access rule and is refused.");
    const after = typeof args.after === "number" ? args.after : undefined;
    return context.feed.subscribe(resource, context.live, rule, accepts?.(args), after);
  };
}

const fieldOf = (info: GraphQLResolveInfo) => info.parentType.getFields()[info.fieldName];

/**
 * Live changes over graphql-ws on /graphql (docs/system-contract.md section 13), from the vendor API's outbox feed.
 * Each field needs the page that lists its resource. A client that reconnects passes the last `eventId` it received as
 * `after` and first receives what it missed (live-feed.ts); without it, it refetches what it shows.
 */
@Resolver()
export class LiveChangeResolver {
  @Subscription(() => OrderChange, {
    description: "An order of the tenant was created or changed (paid, cancelled, refunded).",
    subscribe: liveEvents("order"),
  })
  @RequiresPermission({ page: "order_list" })
  orderChanged(@Root() event: LiveEvent, @Args(() => LiveResumeArgs) _args: LiveResumeArgs): OrderChange {
    return toOrderChange(event);
  }

  @Subscription(() => RefundOrderChange, {
    description: "A refund order of the tenant was requested, approved, rejected or completed.",
    subscribe: liveEvents("refund"),
  })
  @RequiresPermission({ page: "refund_order_list" })
  refundOrderChanged(@Root() event: LiveEvent, @Args(() => LiveResumeArgs) _args: LiveResumeArgs): RefundOrderChange {
    return toRefundOrderChange(event);
  }

  @Subscription(() => CouponJobChange, {
    description: "A coupon code-generation job committed a batch of codes, or ended (successful or with an error).",
    subscribe: liveEvents(
      "couponJob",
      ({ couponId }) =>
        (event) =>
          !couponId || event.data.couponId === couponId,
    ),
  })
  @RequiresPermission({ page: "sales_coupon_history" })
  couponJobChanged(
    @Root() event: LiveEvent,
    @Args(() => CouponJobChangedArgs) _args: CouponJobChangedArgs,
  ): CouponJobChange {
    return toCouponJobChange(event);
  }
}

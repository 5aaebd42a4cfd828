import { Field, InputType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";

/** The created-time window of the order and transaction filters. */
@InputType()
export abstract class CreatedRangeFilter {
  @Field(() => DateTimeScalar, { nullable: true, description: "Created at or after." })
  dateFrom?: Date | null;

  @Field(() => DateTimeScalar, {
    nullable: true,
    description: "Created before; later than `dateFrom` ('Start time must be earlier than end time' otherwise).",
  })
  dateTo?: Date | null;
}

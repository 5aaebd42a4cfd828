import { Field, ObjectType } from "type-graphql";

@ObjectType({
  description:
    "A stored secret number (TIN, routing or account number), of which only the last four characters are ever answered.",
})
export class MaskedNumber {
  @Field(() => Boolean, { description: "Whether a number is stored." })
  isSet!: boolean;

  @Field(() => String, { nullable: true, description: "Its last four characters, or null when none is stored." })
  lastFour!: string | null;
}

/**
 * The mask of a stored number from what the vendor API says of it. Whatever it sends as the "last four" (a whole
 * number from a careless upstream included), no more than the last four characters leave the gateway.
 */
export function toMaskedNumber(isSet: boolean | null | undefined, lastFour: string | null | undefined): MaskedNumber {
  const tail = lastFour?.replace(/[\s-]/g, "").slice(-4) || null;
  return { isSet: Boolean(isSet) || tail !== null, lastFour: tail };
}

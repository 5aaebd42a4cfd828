import { Field, ObjectType, registerEnumType } from "type-graphql";

export enum PermissionType {
  PAGE = "PAGE",
  CMD = "CMD",
}
registerEnumType(PermissionType, {
  name: "PermissionType",
  description: "PAGE: a screen, `url` is its route key. CMD: an action, `url` is the call it allows.",
  valuesConfig: {
    PAGE: { description: "A screen of the console; `url` is its route key." },
    CMD: { description: "An action; `url` is the vendor API call it allows." },
  },
});

@ObjectType({ description: "A page or action the user may open or do." })
export class Permission {
  @Field(() => PermissionType, { description: "A page (a screen) or a cmd (an action)." })
  type!: PermissionType;

  @Field(() => String, { description: "Its name in the catalogue." })
  name!: string;

  @Field(() => String, { description: "The page's route key or the action's vendor API path." })
  url!: string;
}

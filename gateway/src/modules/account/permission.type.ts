import { Field, ObjectType, registerEnumType } from "type-graphql";

export enum PermissionType {
  PAGE = "PAGE",
  CMD = "CMD",
}
registerEnumType(PermissionType, {
  name: "PermissionType",
  description: "PAGE: a screen, `url` is its route key. CMD: an action, `url` is the call it allows.",
});

@ObjectType()
export class Permission {
  @Field(() => PermissionType)
  type!: PermissionType;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  url!: string;
}

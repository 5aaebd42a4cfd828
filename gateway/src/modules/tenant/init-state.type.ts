import { Field, Int, ObjectType } from "type-graphql";

@ObjectType()
export class GuideStep {
  @Field(() => String, { description: "companyInfo, taxInfo, bankInfo, vendorPage, payment or activity." })
  key!: string;

  @Field(() => Boolean)
  done!: boolean;
}

@ObjectType({
  description: "Setup guide progress; the init flag turns true once companyInfo, vendorPage and activity are done.",
})
export class InitState {
  @Field(() => Boolean)
  companyInfo!: boolean;

  @Field(() => Boolean)
  taxInfo!: boolean;

  @Field(() => Boolean)
  bankInfo!: boolean;

  @Field(() => Boolean)
  vendorPage!: boolean;

  @Field(() => Boolean)
  payment!: boolean;

  @Field(() => Boolean)
  activity!: boolean;

  @Field(() => Boolean)
  initialized!: boolean;

  @Field(() => Int)
  completedSteps!: number;

  @Field(() => Int)
  totalSteps!: number;

  @Field(() => [GuideStep], { description: "The guide's steps in their display order." })
  steps!: GuideStep[];
}

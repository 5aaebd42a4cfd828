import { Field, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "One step of the setup guide." })
export class GuideStep {
  @Field(() => String, { description: "companyInfo, taxInfo, bankInfo, vendorPage, payment or activity." })
  key!: string;

  @Field(() => Boolean, { description: "Whether the step is done." })
  done!: boolean;
}

@ObjectType({
  description: "Setup guide progress; the init flag turns true once companyInfo, vendorPage and activity are done.",
})
export class InitState {
  @Field(() => Boolean, { description: "Company information saved." })
  companyInfo!: boolean;

  @Field(() => Boolean, { description: "Tax information saved." })
  taxInfo!: boolean;

  @Field(() => Boolean, { description: "Bank information saved." })
  bankInfo!: boolean;

  @Field(() => Boolean, { description: "The vendor home page saved." })
  vendorPage!: boolean;

  @Field(() => Boolean, { description: "A payment method configured." })
  payment!: boolean;

  @Field(() => Boolean, { description: "A first trip published." })
  activity!: boolean;

  @Field(() => Boolean, { description: "Setup finished: company information, home page and a first trip are done." })
  initialized!: boolean;

  @Field(() => Int, { description: "How many of the steps are done." })
  completedSteps!: number;

  @Field(() => Int, { description: "How many steps the guide has." })
  totalSteps!: number;

  @Field(() => [GuideStep], { description: "The guide's steps in their display order." })
  steps!: GuideStep[];
}

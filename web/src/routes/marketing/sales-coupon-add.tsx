import { useState } from "react";
import {
  Alert,
  Group,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useMutation } from "@apollo/client/react";
import { IconLock } from "@tabler/icons-react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { getFragmentData, graphql } from "@/gql";
import type { CouponForm_CouponFragment } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { enterTakesTypedDate, FormSection, RecordFormFrame, RecordScreen, useRecordForm } from "@/shared/form";
import { PageHeader } from "@/shared/PageHeader";
import { newRequestId } from "@/shared/request-id";
import { dateValueFormat, typedDay } from "@/shared/time/format-time";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import {
  CATEGORIES,
  categoryLabel,
  channelLabel,
  CHANNELS,
  CODE_RULES,
  codeRuleLabel,
  DISCOUNT_TYPES,
  discountTypeLabel,
  ratioOfPercent,
  USER_SCOPES,
  userScopeLabel,
} from "./coupon/coupon-codes";
import { CouponTrips } from "./coupon/CouponTrips";
import {
  couponFormErrors,
  couponValues,
  NEW_COUPON_VALUES,
  toCouponInput,
  validateCoupon,
  type CouponValues,
} from "./coupon/coupon-values";
import { GenerationPanel } from "./coupon/GenerationPanel";

const CouponForm_coupon = graphql(`
  fragment CouponForm_coupon on Coupon {
    id
    codeType
    code
    count
    discountType
    amount
    discountRatio
    percentageUpperLimit
    minimumSubtotal
    startDate
    endDate
    userLimit
    channel
    userType
    emailSuffixLimit
    emailSuffix
    fullPriceLimit
    category
    tripIds
    priceOptions
    note
    generatedCount
    version
  }
`);

const EditCouponQuery = graphql(`
  query EditCoupon($id: ID!) {
    coupon(id: $id) {
      ...CouponForm_coupon
    }
  }
`);

const CreateCouponMutation = graphql(`
  mutation CreateCoupon($input: CouponInput!, $requestId: ID) {
    createCoupon(input: $input, requestId: $requestId) {
      ...CouponForm_coupon
    }
  }
`);

const UpdateCouponMutation = graphql(`
  mutation UpdateCoupon($id: ID!, $version: Int!, $input: CouponInput!) {
    updateCoupon(id: $id, version: $version, input: $input) {
      ...CouponForm_coupon
    }
  }
`);

type Coupon = CouponForm_CouponFragment;
const NEW_COUPON = { id: "", version: 0 } as const;
const LIST_PATH = "/marketing/sales_coupon_list";

/**
 * /marketing/sales_coupon_add: creates a coupon, or edits the one named by `?id=` (from the list's row menu)
 * (docs/money-contract.md section 2). A created sequence coupon stays on screen with its code generation.
 */
export default function AddCouponScreen() {
  const [params] = useSearchParams();
  const id = params.get("id");
  // A new form session (and request id) for each "Create another".
  const [session, setSession] = useState(0);
  if (!id) return <CouponFormScreen key={session} coupon={null} onCreateAnother={() => setSession((n) => n + 1)} />;
  return (
    <RecordScreen query={EditCouponQuery} variables={{ id }}>
      {(data) => <CouponFormScreen key={id} coupon={getFragmentData(CouponForm_coupon, data.coupon)} />}
    </RecordScreen>
  );
}

function CouponFormScreen({ coupon, onCreateAnother }: { coupon: Coupon | null; onCreateAnother?(): void }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const time = useTenantTime();
  // One id for every try of this form's create: a create retried after a lost answer makes no second coupon.
  const [requestId] = useState(newRequestId);
  const [created, setCreated] = useState<Coupon>();
  const [createCoupon] = useMutation(CreateCouponMutation);
  const [updateCoupon] = useMutation(UpdateCouponMutation);
  // A sequence coupon's codes exist once it is saved: its rule, prefix and quantity stay as they are.
  const locked = coupon?.codeType === "SEQUENCE";

  const recordForm = useRecordForm<CouponValues, Coupon | typeof NEW_COUPON>({
    record: coupon ?? NEW_COUPON,
    valuesOf: (record) => ("codeType" in record ? couponValues(record) : NEW_COUPON_VALUES),
    validate: validateCoupon,
    formErrors: couponFormErrors,
    save: async (values, version) => {
      const input = toCouponInput(values);
      if (!coupon) {
        const { data } = await createCoupon({ variables: { input, requestId } });
        return data ? getFragmentData(CouponForm_coupon, data.createCoupon) : undefined;
      }
      const { data } = await updateCoupon({ variables: { id: coupon.id, version, input } });
      return data ? getFragmentData(CouponForm_coupon, data.updateCoupon) : undefined;
    },
    savedMessage: coupon ? t("coupons.saved") : t("coupons.created"),
    afterSave: async (saved) => {
      if (!coupon && "codeType" in saved && saved.codeType === "SEQUENCE") setCreated(saved);
      else await navigate(LIST_PATH);
    },
  });
  const { form } = recordForm;
  const values = form.getValues();
  const sequence = values.codeType === "SEQUENCE";
  const moneyOff = values.discountType === "MONEY_OFF";

  if (created) {
    return (
      <>
        <PageHeader title={t("route.sales_coupon_add")} />
        <GenerationPanel couponId={created.id} count={created.count} onCreateAnother={() => onCreateAnother?.()} />
      </>
    );
  }

  return (
    <RecordFormFrame
      recordForm={recordForm}
      title={coupon ? t("coupons.editTitle", { code: coupon.code }) : undefined}
      lastSaved={false}
      editAction={coupon ? "/coupon/edit" : "/coupon/add"}
      saveLabel={t("coupons.save")}
    >
      <FormSection title={t("coupons.sectionCode")}>
        {locked ? (
          <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />}>
            {t("coupons.sequenceLocked")}
          </Alert>
        ) : null}
        <Radio.Group {...form.getInputProps("codeType")} label={t("coupons.codeType")} withAsterisk>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {CODE_RULES.map((rule) => (
              // A card is a <button>, which centres its content: the two cards' texts start at the top together.
              <Radio.Card
                key={rule}
                value={rule}
                p="sm"
                radius="md"
                disabled={locked}
                style={{ display: "flex", alignItems: "flex-start" }}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={2} disabled={locked} />
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {t(codeRuleLabel(rule))}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`coupons.codeTypeHint.${rule}`)}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps("code")}
            label={t(sequence ? "coupons.prefix" : "coupons.code")}
            description={sequence ? t("coupons.prefixHint") : undefined}
            placeholder={sequence ? "VIP" : "SUMMER10"}
            withAsterisk={!sequence}
            disabled={locked}
            autoComplete="off"
            styles={{ input: { textTransform: "uppercase" } }}
          />
          <TextInput
            {...form.getInputProps("count")}
            label={t("coupons.count")}
            description={t(sequence ? "coupons.countHint.SEQUENCE" : "coupons.countHint.UNIFORM")}
            inputMode="numeric"
            withAsterisk
            disabled={locked}
            autoComplete="off"
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t("coupons.sectionDiscount")}>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="coupon-discount-type">
            {t("coupons.discountType")}
          </Text>
          <SegmentedControl
            aria-labelledby="coupon-discount-type"
            data={DISCOUNT_TYPES.map((type) => ({ value: type, label: t(discountTypeLabel(type)) }))}
            value={values.discountType}
            onChange={(type) => form.setFieldValue("discountType", type as CouponValues["discountType"])}
            w="fit-content"
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {moneyOff ? (
            <TextInput {...form.getInputProps("amount")} label={t("coupons.amount")} inputMode="decimal" withAsterisk />
          ) : (
            <>
              <TextInput
                {...form.getInputProps("discountPercent")}
                label={t("coupons.discountPercent")}
                description={
                  ratioOfPercent(values.discountPercent)
                    ? t("coupons.percentOff", { percent: values.discountPercent.trim() })
                    : t("coupons.discountPercentHint")
                }
                placeholder="15"
                inputMode="numeric"
                rightSection="%"
                withAsterisk
              />
              <TextInput
                {...form.getInputProps("percentageUpperLimit")}
                label={t("coupons.percentageUpperLimit")}
                description={t("coupons.percentageUpperLimitHint")}
                inputMode="decimal"
              />
            </>
          )}
          <TextInput
            {...form.getInputProps("minimumSubtotal")}
            label={t("coupons.priceBorderLine")}
            description={t("coupons.priceBorderLineHint")}
            inputMode="decimal"
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t("coupons.sectionValidity")} description={t("coupons.datesIn", { timeZone: time.timeZone })}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateInput
            {...form.getInputProps("startDate")}
            {...enterTakesTypedDate}
            label={t("coupons.startDate")}
            valueFormat={dateValueFormat(language)}
            placeholder={dateValueFormat(language)}
            dateParser={(text) => typedDay(text, language)}
            withAsterisk
          />
          <DateInput
            {...form.getInputProps("endDate")}
            {...enterTakesTypedDate}
            label={t("coupons.endDate")}
            valueFormat={dateValueFormat(language)}
            placeholder={dateValueFormat(language)}
            dateParser={(text) => typedDay(text, language)}
            withAsterisk
          />
          <TextInput
            {...form.getInputProps("userLimit")}
            label={t("coupons.userLimit")}
            inputMode="numeric"
            autoComplete="off"
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t("coupons.sectionWho")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            {...form.getInputProps("channel")}
            label={t("coupons.subBusLine")}
            data={CHANNELS.map((channel) => ({ value: channel, label: t(channelLabel(channel)) }))}
            allowDeselect={false}
          />
          <Select
            {...form.getInputProps("userType")}
            label={t("coupons.userType")}
            data={USER_SCOPES.map((scope) => ({ value: scope, label: t(userScopeLabel(scope)) }))}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Switch
          {...form.getInputProps("emailSuffixLimit", { type: "checkbox" })}
          label={t("coupons.emailSuffixLimit")}
        />
        {values.emailSuffixLimit ? (
          <TextInput
            {...form.getInputProps("emailSuffix")}
            label={t("coupons.emailSuffix")}
            description={t("coupons.emailSuffixHint")}
            placeholder="@acme.com, @acme.org"
            withAsterisk
            maw={480}
          />
        ) : null}
        <Switch
          {...form.getInputProps("fullPriceLimit", { type: "checkbox" })}
          label={t("coupons.fullPriceLimit")}
          description={t("coupons.fullPriceLimitHint")}
        />
      </FormSection>

      <FormSection title={t("coupons.sectionScope")}>
        <Radio.Group {...form.getInputProps("category")} label={t("coupons.checkType")}>
          <Stack gap="xs" mt="xs">
            {CATEGORIES.map((category) => (
              <Radio key={category} value={category} label={t(categoryLabel(category))} />
            ))}
          </Stack>
        </Radio.Group>
        {values.category === "PRODUCT" ? (
          <CouponTrips
            trips={values.tripIds}
            onTripsChange={(trips) => form.setFieldValue("tripIds", trips)}
            tripsError={form.errors.tripIds}
            priceOptions={values.priceOptions}
            onPriceOptionsChange={(options) => form.setFieldValue("priceOptions", options)}
            priceOptionsError={form.errors.priceOptions}
          />
        ) : null}
        <Textarea {...form.getInputProps("note")} label={t("coupons.note")} autosize minRows={2} maxRows={6} />
      </FormSection>
    </RecordFormFrame>
  );
}

import { useState } from "react";
import { Button, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useMutation } from "@apollo/client/react";
import { IconCircleCheck, IconReceiptRefund, IconX } from "@tabler/icons-react";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { showSuccessToast } from "@/shared/notify";
import { CompleteRefundDialog } from "./CompleteRefundDialog";
import { allowedRefundActions } from "./refund-state";

export const RefundActions_refund = graphql(`
  fragment RefundActions_refund on RefundOrder {
    id
    refundNumber
    amount
    state
    version
  }
`);

const ApproveRefundMutation = graphql(`
  mutation ApproveRefund($id: ID!, $version: Int!) {
    approveRefund(id: $id, version: $version) {
      id
      state
      version
    }
  }
`);

const RejectRefundMutation = graphql(`
  mutation RejectRefund($id: ID!, $version: Int!) {
    rejectRefund(id: $id, version: $version) {
      id
      state
      version
    }
  }
`);

/**
 * The refund's next steps that its state allows and the user may take: Reject or Refund (both confirmed first), then
 * Mark as Completed with an optional note. Whatever the answer, the detail reloads: a refusal (another operator was
 * faster, STALE_DATA or a state error, reported by the error link) shows the refund as it now is.
 */
export function RefundActions({
  refund: refundRef,
  onChanged,
}: {
  refund: FragmentType<typeof RefundActions_refund>;
  onChanged(): void;
}) {
  const refund = getFragmentData(RefundActions_refund, refundRef);
  const { t } = useI18n();
  const can = useCan();
  const [approve, approving] = useMutation(ApproveRefundMutation);
  const [reject, rejecting] = useMutation(RejectRefundMutation);
  const [completing, setCompleting] = useState(false);
  const variables = { id: refund.id, version: refund.version };
  const number = { number: refund.refundNumber };
  const params = { ...number, amount: refund.amount };

  const run = async (mutate: () => Promise<unknown>, success: string) => {
    try {
      await mutate();
      showSuccessToast(success);
    } catch {
      // Reported by the error link.
    }
    onChanged();
  };

  const confirm = (action: "reject" | "approve") =>
    modals.openConfirmModal({
      title: t(`refunds.${action}Title`, params),
      centered: true,
      children: <Text size="sm">{t(`refunds.${action}Text`, params)}</Text>,
      labels: { confirm: t(`refunds.action.${action}`), cancel: t("common.cancel") },
      confirmProps: { color: action === "reject" ? "red" : undefined },
      onConfirm: () =>
        void (action === "reject"
          ? run(() => reject({ variables }), t("refunds.rejected", number))
          : run(() => approve({ variables }), t("refunds.approved", number))),
    });

  const actions = allowedRefundActions(refund.state, can);
  return (
    <>
      {actions.includes("reject") ? (
        <Button
          variant="outline"
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          loading={rejecting.loading}
          onClick={() => confirm("reject")}
        >
          {t("refunds.action.reject")}
        </Button>
      ) : null}
      {actions.includes("approve") ? (
        <Button
          leftSection={<IconReceiptRefund size={16} aria-hidden />}
          loading={approving.loading}
          onClick={() => confirm("approve")}
        >
          {t("refunds.action.approve")}
        </Button>
      ) : null}
      {actions.includes("complete") ? (
        <Button leftSection={<IconCircleCheck size={16} aria-hidden />} onClick={() => setCompleting(true)}>
          {t("refunds.action.complete")}
        </Button>
      ) : null}
      <CompleteRefundDialog
        opened={completing}
        refund={variables}
        refundNumber={refund.refundNumber}
        onClose={() => setCompleting(false)}
        onDone={onChanged}
      />
    </>
  );
}

import { useState } from "react";
import { Alert, Button, Group, Image, Modal, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconInfoCircle, IconMail, IconMailOpened } from "@tabler/icons-react";
import { graphql } from "@/gql";
import type { DevMailRow_DevelopmentMailFragment } from "@/gql/graphql";
import { useI18n, type Translate } from "@/i18n/i18n";
import { PagedList, usePagedListQuery, type DataColumn } from "@/shared/list";
import { useTenantTime, type TenantTime } from "@/shared/time/use-tenant-time";

const DevMailRow_developmentMail = graphql(`
  fragment DevMailRow_developmentMail on DevelopmentMail {
    id
    to
    bcc
    subject
    sentAt
  }
`);

const DevMailQuery = graphql(`
  query DevMail($page: PageInput) {
    developmentMails(page: $page) {
      items {
        ...DevMailRow_developmentMail
      }
      total
    }
  }
`);

const DevMailMessageQuery = graphql(`
  query DevMailMessage($id: ID!) {
    developmentMail(id: $id) {
      id
      from
      to
      bcc
      subject
      sentAt
      text
      qrCodes {
        text
        imageDataUrl
      }
    }
  }
`);

type MailRow = DevMailRow_DevelopmentMailFragment;

/** Messages arrive a moment after the action that makes them (the vendor API's sender takes the queue every 2 s). */
const POLL_MS = 3000;

/** Addressees as a person reads them: a passengers' notice by its count, not a list of everyone's address. */
const addressees = (mail: Pick<MailRow, "to" | "bcc">, t: Translate) =>
  mail.bcc.length > 0 ? t("mail.passengers", { count: mail.bcc.length }) : mail.to.join(", ");

function mailColumns(t: Translate, time: TenantTime): DataColumn<MailRow>[] {
  return [
    {
      key: "to",
      label: t("mail.to"),
      fixed: true,
      minWidth: 220,
      cell: (mail) => (
        <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
          {addressees(mail, t)}
        </Text>
      ),
    },
    { key: "subject", label: t("mail.subject"), minWidth: 220, cell: (mail) => mail.subject },
    { key: "sentAt", label: t("mail.sentAt"), width: 160, cell: (mail) => time.format(mail.sentAt) },
  ];
}

/**
 * /system/dev_mail, development only: the tenant's mail the server showed instead of sending (no SMTP), newest first,
 * each opened whole with its codes (docs/system-contract.md section 10). The shell offers it only where the server
 * says its mailbox exists.
 */
export default function DevMailScreen() {
  const { t } = useI18n();
  const time = useTenantTime();
  const [opened, setOpened] = useState<MailRow>();
  const list = usePagedListQuery({
    query: DevMailQuery,
    row: DevMailRow_developmentMail,
    filterKeys: [],
    variables: (_filters, page) => ({ page }),
    page: (data) => data.developmentMails,
    poll: { interval: POLL_MS, while: () => true },
  });

  return (
    <>
      <PagedList
        list={list}
        columns={mailColumns(t, time)}
        notice={
          <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} mb="md">
            {t("mail.developmentHint")}
          </Alert>
        }
        toolbar={(columnChooser) => (
          <Group justify="flex-end" mb="sm">
            {columnChooser}
          </Group>
        )}
        rowActions={(mail) => (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconMailOpened size={16} aria-hidden />}
            aria-label={t("mail.openMail", { subject: mail.subject })}
            onClick={() => setOpened(mail)}
          >
            {t("mail.open")}
          </Button>
        )}
        skeletonRows={5}
        minWidth={600}
        empty={{
          icon: <IconMail size={28} aria-hidden />,
          title: t("mail.emptyTitle"),
          description: t("mail.emptyText"),
        }}
      />
      <Modal opened={opened !== undefined} onClose={() => setOpened(undefined)} title={opened?.subject} size="lg">
        {opened ? <MailMessage id={opened.id} time={time} /> : null}
      </Modal>
    </>
  );
}

function MailMessage({ id, time }: { id: string; time: TenantTime }) {
  const { t } = useI18n();
  const { data } = useQuery(DevMailMessageQuery, { variables: { id } });
  const mail = data?.developmentMail;
  if (!mail) return <Skeleton height={160} />;
  const header: [string, string | null][] = [
    [t("mail.from"), mail.from],
    [t("mail.to"), mail.to.join(", ")],
    ...(mail.bcc.length > 0 ? [[t("mail.bcc"), mail.bcc.join(", ")] as [string, string]] : []),
    [t("mail.sentAt"), time.format(mail.sentAt)],
  ];
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        {header.map(([label, value]) => (
          <Text key={label} size="sm" style={{ overflowWrap: "anywhere" }}>
            <Text span size="sm" c="dimmed" mr="xs">
              {label}
            </Text>
            {value}
          </Text>
        ))}
      </Stack>
      <Text
        component="pre"
        size="sm"
        p="sm"
        bg="var(--mantine-color-gray-0)"
        style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontFamily: "inherit", margin: 0 }}
      >
        {mail.text}
      </Text>
      {mail.qrCodes.length > 0 && (
        <Group gap="md" align="flex-start">
          {mail.qrCodes.map((code) => (
            <Stack key={code.text} gap={4} align="center" maw={180}>
              <Image src={code.imageDataUrl} alt={t("mail.qrCode", { code: code.text })} w={160} h={160} />
              <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }} ta="center">
                {code.text}
              </Text>
            </Stack>
          ))}
        </Group>
      )}
    </Stack>
  );
}

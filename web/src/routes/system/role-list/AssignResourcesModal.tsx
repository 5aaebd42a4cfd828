import { useMemo, useState } from "react";
import { Alert, Badge, Checkbox, Grid, Group, Paper, ScrollArea, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconAlertTriangle, IconInfoCircle } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { isMessageKey, useI18n, type Translate } from "@/i18n/i18n";
import { ROUTE_GROUPS, ROUTES } from "@/routes/route-model";
import { FormAlert } from "@/shared/FormAlert";
import { ModalFormButtons, RowFormModal, useDialogCall, useModalFormDirty, type ModalFormProps } from "@/shared/form";
import { LoadError } from "@/shared/LoadError";
import { showSuccessToast } from "@/shared/notify";
import type { RoleRow } from "./role-columns";
import {
  buildPermissionTree,
  entriesOf,
  grantSummary,
  permissionKey,
  type CatalogueEntry,
  type PermissionNode,
} from "./permission-tree";

const PermissionCatalogueQuery = graphql(`
  query PermissionCatalogue {
    permissionCatalogue {
      type
      url
      name
      group
      parent
    }
  }
`);

const AssignRoleResourcesMutation = graphql(`
  mutation AssignRoleResources($id: ID!, $version: Int!, $permissions: [ResourceInput!]!) {
    assignRoleResources(id: $id, version: $version, permissions: $permissions) {
      ...RoleRow_role
    }
  }
`);

interface AssignResourcesModalProps {
  role: RoleRow | undefined;
  onClose(): void;
  onSaved(): void;
}

/** Assign Resources: the pages and actions a role grants, as a tree of the console's menu. */
export function AssignResourcesModal({ role, onClose, onSaved }: AssignResourcesModalProps) {
  const { t } = useI18n();
  return (
    <RowFormModal row={role} onClose={onClose} title={t("roles.assignTitle", { name: role?.name ?? "" })} size="xl">
      {(modal, row) => <ResourcesForm {...modal} role={row} onSaved={onSaved} />}
    </RowFormModal>
  );
}

function ResourcesForm({ role, onSaved, requestClose, dirtyRef }: ModalFormProps & { role: RoleRow; onSaved(): void }) {
  const catalogue = useQuery(PermissionCatalogueQuery);
  if (catalogue.error && !catalogue.data)
    return <LoadError error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  if (!catalogue.data) return <Skeleton h={360} radius="md" aria-busy />;
  return (
    <ResourcesTree
      role={role}
      catalogue={catalogue.data.permissionCatalogue as CatalogueEntry[]}
      onSaved={onSaved}
      requestClose={requestClose}
      dirtyRef={dirtyRef}
    />
  );
}

function ResourcesTree({
  role,
  catalogue,
  onSaved,
  requestClose,
  dirtyRef,
}: ModalFormProps & { role: RoleRow; catalogue: CatalogueEntry[]; onSaved(): void }) {
  const { t } = useI18n();
  const tree = useMemo(() => buildPermissionTree(catalogue), [catalogue]);
  const initial = useMemo(
    () => new Set((role.allPermissions ? catalogue : role.permissions).map(permissionKey)),
    [role, catalogue],
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(initial);
  const { refusal, run } = useDialogCall();
  const [assign, { loading }] = useMutation(AssignRoleResourcesMutation, { context: { errorHandling: "local" } });
  const changed = selected.size !== initial.size || [...selected].some((key) => !initial.has(key));
  useModalFormDirty(dirtyRef, () => changed);

  const toggle = (entries: readonly CatalogueEntry[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const entry of entries) {
        if (checked) next.add(permissionKey(entry));
        else next.delete(permissionKey(entry));
      }
      return next;
    });

  const summary = grantSummary(catalogue, selected);
  const save = async () => {
    const permissions = catalogue
      .filter((entry) => selected.has(permissionKey(entry)))
      .map(({ type, url }) => ({ type, url }));
    const done = await run(() => assign({ variables: { id: role.id, version: role.version, permissions } }));
    if (!done) return;
    showSuccessToast(t("roles.resourcesSaved", { name: role.name }));
    onSaved();
  };

  return (
    <Stack>
      <FormAlert message={refusal} />
      {role.allPermissions ? (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t("roles.allPermissionsNote")}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        {t("roles.treeHint")}
      </Text>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <ScrollArea.Autosize mah="min(56vh, 520px)" type="auto" offsetScrollbars>
            <Stack gap="md" role="group" aria-label={t("roles.resources")}>
              {tree.map(({ group, nodes }) => {
                const entries = entriesOf(nodes);
                const held = entries.filter((entry) => selected.has(permissionKey(entry))).length;
                return (
                  <Paper key={group} withBorder radius="md" p="sm">
                    <Checkbox
                      label={<Text fw={600}>{groupTitle(t, group)}</Text>}
                      checked={held === entries.length}
                      indeterminate={held > 0 && held < entries.length}
                      onChange={(event) => toggle(entries, event.currentTarget.checked)}
                      aria-label={t("roles.wholeGroup", { group: groupTitle(t, group) })}
                    />
                    <Stack gap={6} mt="xs" pl="lg">
                      {nodes.map((node) => (
                        <TreeNode key={node.key} node={node} selected={selected} onToggle={toggle} />
                      ))}
                    </Stack>
                  </Paper>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Paper withBorder radius="md" p="sm" bg="gray.0" component="section" aria-labelledby="granted-title">
            <Title order={3} fz="sm" id="granted-title">
              {t("roles.grants")}
            </Title>
            <Text size="sm" mt={4} aria-live="polite">
              {t("roles.summary", { pages: summary.pages.length, actions: summary.actions.length })}
            </Text>
            {summary.unreachable.length ? (
              <Alert mt="xs" p="xs" variant="light" color="orange" icon={<IconAlertTriangle size={16} aria-hidden />}>
                {t("roles.unreachable", { names: summary.unreachable.map((entry) => labelOf(t, entry)).join(", ") })}
              </Alert>
            ) : null}
            <Group gap={4} mt="xs">
              {summary.pages.map((entry) => (
                <Badge key={entry.url} variant="light" tt="none" fw={500}>
                  {labelOf(t, entry)}
                </Badge>
              ))}
            </Group>
          </Paper>
        </Grid.Col>
      </Grid>
      <ModalFormButtons
        onCancel={requestClose}
        saveLabel={t("roles.save")}
        saving={loading}
        onSave={() => void save()}
      />
    </Stack>
  );
}

/** A group's title as the sidebar says it; a group the console does not know by its key. */
const groupTitle = (t: Translate, group: string) => {
  const known = ROUTE_GROUPS.find((entry) => entry.key === group);
  return known ? t(known.title) : group;
};

const routeOf = (entry: CatalogueEntry) =>
  entry.type === "PAGE" ? ROUTES.find((route) => route.key === entry.url) : undefined;

/** A page by its title, an action by its name in the console's language; one the console does not know by the catalogue's name. */
const labelOf = (t: Translate, entry: CatalogueEntry) => {
  const route = routeOf(entry);
  if (route) return t(route.title);
  const actionKey = `action.${entry.url}`;
  return entry.type === "CMD" && isMessageKey(actionKey) ? t(actionKey) : entry.name;
};

/** A page (or action) and what checking it gives; checking a page does not check its actions. */
function TreeNode({
  node,
  selected,
  onToggle,
}: {
  node: PermissionNode;
  selected: ReadonlySet<string>;
  onToggle(entries: readonly CatalogueEntry[], checked: boolean): void;
}) {
  const { t } = useI18n();
  const { entry } = node;
  const route = routeOf(entry);
  return (
    <div>
      <Checkbox
        size="sm"
        checked={selected.has(node.key)}
        onChange={(event) => onToggle([entry], event.currentTarget.checked)}
        label={labelOf(t, entry)}
        description={
          entry.type === "PAGE"
            ? t("roles.pageGives", { path: route?.path ?? entry.url })
            : t("roles.actionGives", { url: entry.url })
        }
      />
      {node.children.length ? (
        <Stack gap={6} mt={6} pl="lg" style={{ borderLeft: "1px solid var(--mantine-color-gray-3)" }}>
          {node.children.map((child) => (
            <TreeNode key={child.key} node={child} selected={selected} onToggle={onToggle} />
          ))}
        </Stack>
      ) : null}
    </div>
  );
}

import { Alert, Badge, Center, Grid, Group, Loader, NavLink, Stack, Title } from '@mantine/core';
import { isMailKind, MAIL_KIND_INFO, type MailKind } from '@wallart/domain';
import { PageHeader } from '../../components/page-header';
import { useUrlFilter } from '../../components/use-url-filter';
import { MailPreviewFrame } from './mail-preview-frame';
import { useMailKinds, useMailPreview } from './mail-previews.queries';

const AUDIENCE = { shopper: 'To the shopper', shop: 'To the shop' } as const;

/**
 * Every mail the shop sends, as it is sent today (the shop's settings, a sample order): staff
 * pick a kind and read its subject, its HTML and its plain text. The kind is kept in the
 * address, so a preview can be linked to.
 */
export function MailPreviewsPage() {
  const kinds = useMailKinds();
  const [chosen, choose] = useUrlFilter('kind', isMailKind);
  const kind: MailKind | null = chosen ?? kinds.data?.[0]?.kind ?? null;
  const preview = useMailPreview(kind);
  const label = kind ? MAIL_KIND_INFO[kind].label : '';

  return (
    <>
      <PageHeader
        title="Mail previews"
        description="Every mail the shop sends, shown for a sample order with the shop's current settings."
      />
      {kinds.isPending ? (
        <Center py="xl" role="status" aria-label="Loading the mails">
          <Loader />
        </Center>
      ) : kinds.isError ? (
        <Alert color="red">The list of mails could not be loaded.</Alert>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <nav aria-label="Mails">
              {kinds.data.map((k) => (
                <NavLink
                  key={k.kind}
                  component="button"
                  type="button"
                  label={k.label}
                  description={AUDIENCE[k.audience]}
                  active={k.kind === kind}
                  aria-current={k.kind === kind ? 'true' : undefined}
                  onClick={() => choose(k.kind)}
                  variant="light"
                />
              ))}
            </nav>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm" component="section" aria-label="Preview">
              <Group justify="space-between">
                <Title order={2} size="h4">
                  {label}
                </Title>
                {kind && (
                  <Badge variant="light" color="ink">
                    {AUDIENCE[MAIL_KIND_INFO[kind].audience]}
                  </Badge>
                )}
              </Group>
              {preview.isPending && kind !== null && (
                <Center py="xl" role="status" aria-label="Loading the preview">
                  <Loader />
                </Center>
              )}
              {preview.isError && <Alert color="red">This mail could not be shown.</Alert>}
              {preview.data && <MailPreviewFrame label={label} preview={preview.data} />}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}

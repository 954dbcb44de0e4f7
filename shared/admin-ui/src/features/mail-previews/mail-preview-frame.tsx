import { Code, Paper, Stack, Text, Title } from '@mantine/core';
import type { MailPreview } from '@wallart/domain';

/**
 * One mail as the shopper or the shop receives it: the subject, the HTML part in a frame that
 * may run nothing and reach nothing (an empty `sandbox`), and the plain-text part beneath.
 */
export function MailPreviewFrame({ label, preview }: { label: string; preview: MailPreview }) {
  return (
    <Stack gap="sm">
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Subject
        </Text>
        <Text fw={600} data-testid="mail-subject">
          {preview.subject}
        </Text>
      </div>
      <Paper withBorder radius="sm" style={{ overflow: 'hidden' }}>
        <iframe
          title={`${label}: the mail as HTML`}
          srcDoc={preview.html}
          sandbox=""
          referrerPolicy="no-referrer"
          style={{ display: 'block', width: '100%', height: 640, border: 0, background: 'white' }}
        />
      </Paper>
      <Title order={3} size="h5">
        Plain text
      </Title>
      <Code
        block
        aria-label={`${label}: the mail as plain text`}
        style={{ whiteSpace: 'pre-wrap' }}
      >
        {preview.text}
      </Code>
    </Stack>
  );
}

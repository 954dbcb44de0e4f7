import { useState, type FormEvent } from 'react';
import { Anchor, Button, Container, FileInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useAdminHost, useApi } from '../../app/admin-context';
import { resolveImageUrl } from '../../lib/image-url';
import { toast } from '../../lib/toast';

/**
 * SPEC §2's file upload screen, mounted at SPEC's /testing: one file and an Upload button,
 * then where the server stored it.
 */
export function UploadPage() {
  const api = useApi();
  const host = useAdminHost();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (f: File) => api.upload.image(f, f.name),
    meta: { errorMessage: 'File upload failed' },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    upload.mutate(file, { onSuccess: () => toast.success('File uploaded successfully') });
  };

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit}>
          <Stack gap="md">
            <Title order={1} size="h3">
              Upload test
            </Title>
            <FileInput
              label="File"
              placeholder="Choose a file"
              value={file}
              onChange={setFile}
              clearable
            />
            <Button type="submit" disabled={!file} loading={upload.isPending}>
              Upload
            </Button>
            {upload.data && (
              <Text size="sm">
                Stored at{' '}
                <Anchor
                  href={resolveImageUrl(host.getBaseUrl(), upload.data.url)}
                  target="_blank"
                  rel="noreferrer"
                >
                  {upload.data.url}
                </Anchor>
              </Text>
            )}
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}

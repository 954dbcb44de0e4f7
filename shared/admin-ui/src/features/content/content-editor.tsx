import { Button, Group, Stack, Tabs, Text, Textarea, Typography } from '@mantine/core';
import Markdown from 'react-markdown';
import {
  CONTENT_SETTINGS,
  contentSaveSchema,
  contentValues,
  fillContent,
  type ContentAnswer,
  type ContentSaveInput,
  type Language,
} from '@wallart/domain';
import { isApiError } from '@wallart/domain/api-client';
import { readySchema, useSchemaForm } from '../../forms/use-schema-form';
import { toast } from '../../lib/toast';
import { useSaveShopText } from './content.queries';

const schema = readySchema(contentSaveSchema);

/** One text in one language: its Markdown, and a preview with the settings filled in. */
export function ContentEditor({
  text,
  language,
  languageName,
}: {
  text: ContentAnswer;
  language: Language;
  languageName: string;
}) {
  const save = useSaveShopText();
  const form = useSchemaForm<{ body: string }, ContentSaveInput>({
    initialValues: { body: text.body },
    schema,
    toInput: (values) => ({ language, body: values.body }),
    onSubmit: (_values, checked) =>
      save.mutate(
        { key: text.key, input: checked },
        {
          onSuccess: (answer) => {
            form.reset({ body: answer.body });
            toast.success('Text saved');
          },
          // The toast says it failed; a refused field shows under the text too.
          onError: (error) => {
            if (isApiError(error)) form.showErrors(error.errors);
          },
        },
      ),
  });
  const dirty = form.values.body !== text.body;
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Shop text">
      <Stack gap="md">
        {!text.saved && (
          <Text size="sm" c="dimmed">
            {languageName} has no text of its own yet: shoppers read the one shown here. Saving
            gives {languageName} its own.
          </Text>
        )}
        <Tabs defaultValue="write">
          <Tabs.List>
            <Tabs.Tab value="write">Write</Tabs.Tab>
            <Tabs.Tab value="preview">Preview</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="sm">
            <Textarea
              label="Text (Markdown)"
              description={`"## " starts a section, "- " a list item. Settings in braces show their current value: ${CONTENT_SETTINGS.map((s) => `{${s}}`).join(', ')}.`}
              autosize
              minRows={8}
              maxRows={30}
              {...form.getInputProps('body')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="sm">
            <Typography>
              <Markdown>{fillContent(form.values.body, contentValues(text.settings))}</Markdown>
            </Typography>
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            disabled={!dirty || save.isPending}
            onClick={() => form.reset()}
          >
            Discard changes
          </Button>
          <Button type="submit" disabled={!dirty && text.saved} loading={save.isPending}>
            Save text
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

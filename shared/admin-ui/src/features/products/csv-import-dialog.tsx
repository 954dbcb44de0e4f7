import { useState } from 'react';
import {
  Alert,
  Button,
  Code,
  FileInput,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import {
  MIN_PRINT_DPI,
  PRODUCT_CSV_COLUMNS,
  type CsvImportReport,
  type CsvRowError,
} from '@wallart/domain';
import { isApiError } from '@wallart/domain/api-client';
import { toast } from '../../lib/toast';
import { useImportCsv } from './products.queries';

/** Two sizes named by their dimensions and one that needs them given. */
export const SIZES_EXAMPLE =
  '12x18 in|4500|5000|3; 18x24 in|6500|7000|2; Large|9000|9500|1|30|40|cm';

const messageOf = (error: unknown) =>
  isApiError(error) ? error.message : 'The file could not be checked. Please try again.';

/**
 * CSV import in two steps: a dry run that names every bad row and why, then the import
 * itself, offered only when the dry run found nothing wrong.
 */
export function CsvImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState('');
  const [report, setReport] = useState<CsvImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const importCsv = useImportCsv();

  const reset = () => {
    setFile(null);
    setCsv('');
    setReport(null);
    setProblem(null);
  };

  const close = () => {
    reset();
    onClose();
  };

  const check = async (chosen: File | null) => {
    reset();
    setFile(chosen);
    if (!chosen) return;
    const text = await chosen.text();
    setCsv(text);
    importCsv.mutate(
      { csv: text, dryRun: true },
      { onSuccess: setReport, onError: (error) => setProblem(messageOf(error)) },
    );
  };

  const runImport = () =>
    importCsv.mutate(
      { csv, dryRun: false },
      {
        onSuccess: (done) => {
          toast.success(`Products imported: ${done.created} new, ${done.updated} updated`);
          close();
        },
        onError: (error) => setProblem(messageOf(error)),
      },
    );

  const ready =
    report !== null && report.errors.length === 0 && report.created + report.updated > 0;

  return (
    <Modal opened={opened} onClose={close} title="Import products from CSV" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Columns: {PRODUCT_CSV_COLUMNS.join(', ')}. Separate alternative names and images with “|”.
          A known product ID updates that product; a new one creates it. The file is checked first
          and nothing is written until every row is right.
        </Text>
        <Text size="sm" c="dimmed">
          The <Code>sizes</Code> column lists a product’s sizes in the order shoppers see them,
          separated by “; ”. Each size is <Code>label|price|labeledPrice|stock</Code>, with{' '}
          <Code>|width|height|unit</Code> (unit in or cm) added when the label does not state its
          dimensions, e.g. <Code>{SIZES_EXAMPLE}</Code>. With sizes, the price, labeledPrice and
          stock columns are ignored; without them, those columns make the product’s one size.
        </Text>
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} />}
          value={file}
          onChange={(chosen) => void check(chosen)}
          clearable
        />
        {importCsv.isPending && report === null && <Text size="sm">Checking the file…</Text>}
        {problem && (
          <Alert color="red" title="The file cannot be imported">
            {problem}
          </Alert>
        )}
        {report && (
          <Alert color={report.errors.length ? 'red' : 'green'} title="Check finished">
            {report.created} new, {report.updated} to update
            {report.errors.length > 0 &&
              `, ${report.errors.length} ${report.errors.length === 1 ? 'row' : 'rows'} with errors. Fix ${report.errors.length === 1 ? 'it' : 'them'} and choose the file again.`}
          </Alert>
        )}
        {report && report.errors.length > 0 && (
          <RowMessages label="Rows with errors" rows={report.errors} />
        )}
        {report && report.lowResolution.length > 0 && (
          <>
            <Alert color="yellow" title="Images too small to print well">
              These rows’ first image prints a size below {MIN_PRINT_DPI} DPI. They import as they
              are; give them a larger image, or drop the size, if the print should be sharp.
            </Alert>
            <RowMessages label="Rows below 150 DPI" rows={report.lowResolution} />
          </>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={runImport} disabled={!ready} loading={importCsv.isPending && ready}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RowMessages({ label, rows }: { label: string; rows: CsvRowError[] }) {
  return (
    <ScrollArea.Autosize mah={260}>
      <Table aria-label={label} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>Line</Table.Th>
            <Table.Th>Problem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((e) => (
            <Table.Tr key={`${e.row}-${e.message}`}>
              <Table.Td>{e.row}</Table.Td>
              <Table.Td>{e.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Affix,
  Button,
  Group,
  Image,
  Loader,
  Pagination,
  Select,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconDownload,
  IconPencil,
  IconPlus,
  IconSearch,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import {
  formatLKR,
  gridImageUrl,
  pageCount,
  type Product,
  type ProductSort,
} from '@wallart/domain';
import { useAdminHost } from '../../app/admin-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { IconAction } from '../../components/icon-action';
import { PageHeader } from '../../components/page-header';
import { resolveImageUrl } from '../../lib/image-url';
import { toast } from '../../lib/toast';
import { CsvImportDialog } from './csv-import-dialog';
import { useDeleteProduct, useExportCsv, useProductList } from './products.queries';

export const PRODUCTS_PAGE_SIZE = 20;
// A quiet square where a product has no image yet.
const PLACEHOLDER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='36' height='36'%3E%3Crect width='36' height='36' fill='%23e9e6e1'/%3E%3C/svg%3E";

const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'name', label: 'Name A–Z' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
];

const isSort = (value: string | null): value is ProductSort =>
  SORT_OPTIONS.some((o) => o.value === value);

/** SPEC §2 "Product Management": the catalogue table, paged, sorted and searched by the server. */
export function ProductsPage() {
  const host = useAdminHost();
  const navigate = useNavigate();
  const [sort, setSort] = useState<ProductSort>('newest');
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText, 300);
  // A new search or sort starts again at page 1.
  const filterKey = `${sort}|${search}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const [pending, setPending] = useState<Product | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const list = useProductList({ page, limit: PRODUCTS_PAGE_SIZE, sort, search });
  const remove = useDeleteProduct();
  const exportCsv = useExportCsv();

  useEffect(() => {
    if (!list.isError) return;
    console.error('Failed to load products', list.error);
    toast.error('Failed to load products');
  }, [list.isError, list.error, list.errorUpdatedAt]);

  const askDelete = async (product: Product) => {
    if (!(await host.getToken())) {
      toast.error('Please login first to delete product');
      return;
    }
    setPending(product);
  };

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.productId, {
      onSuccess: () => toast.success('Product deleted successfully'),
      onError: () => toast.error('Product delete failed'),
      onSettled: () => setPending(null),
    });
  };

  const onExport = () =>
    exportCsv.mutate(undefined, {
      onSuccess: async (csv) => {
        const day = new Date().toISOString().slice(0, 10);
        await host.saveFile(`products-${day}.csv`, csv, 'text/csv');
      },
      onError: () => toast.error('Product export failed'),
    });

  const columns: Column<Product>[] = [
    {
      key: 'productId',
      header: 'Product ID',
      nowrap: true,
      cell: (p) => (
        <Text ff="monospace" size="sm">
          {p.productId}
        </Text>
      ),
    },
    {
      key: 'name',
      header: 'Name',
      cell: (p) => (
        <Group gap="sm" wrap="nowrap">
          <Image
            src={p.images[0] ? resolveImageUrl(host.getBaseUrl(), gridImageUrl(p.images[0])) : null}
            fallbackSrc={PLACEHOLDER}
            alt=""
            w={36}
            h={36}
            radius="sm"
            fit="cover"
          />
          <Text size="sm">{p.name}</Text>
        </Group>
      ),
    },
    { key: 'price', header: 'Price', numeric: true, cell: (p) => formatLKR(p.price) },
    {
      key: 'labeledPrice',
      header: 'Labeled Price',
      numeric: true,
      cell: (p) => formatLKR(p.labeledPrice),
    },
    { key: 'category', header: 'Category', cell: (p) => p.category },
    { key: 'stock', header: 'Stock', numeric: true, cell: (p) => p.stock },
    {
      key: 'actions',
      header: 'Actions',
      width: 96,
      cell: (p) => (
        <Group gap={4} wrap="nowrap">
          <IconAction
            label="Edit Product"
            onClick={() => navigate('/admin/editproducts', { state: p })}
          >
            <IconPencil size={18} />
          </IconAction>
          <IconAction label="Delete Product" color="red" onClick={() => void askDelete(p)}>
            <IconTrash size={18} />
          </IconAction>
        </Group>
      ),
    },
  ];

  const data = list.data;
  const first = data && data.total > 0 ? (data.page - 1) * data.limit + 1 : 0;
  const last = data ? Math.min(data.total, (data.page - 1) * data.limit + data.items.length) : 0;

  return (
    <>
      <PageHeader
        title="Product Management"
        description={data ? `${data.total} products` : undefined}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={onExport}
              loading={exportCsv.isPending}
            >
              Export CSV
            </Button>
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              onClick={() => setImportOpen(true)}
            >
              Import CSV
            </Button>
          </>
        }
      />
      <Group mb="sm" gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name, alternative name or ID"
          leftSection={<IconSearch size={16} />}
          value={searchText}
          onChange={(e) => setSearchText(e.currentTarget.value)}
          w={300}
        />
        <Select
          label="Sort by"
          data={SORT_OPTIONS}
          value={sort}
          onChange={(value) => isSort(value) && setSort(value)}
          allowDeselect={false}
          disabled={search.trim() !== ''}
          w={200}
        />
        {list.isFetching && data && <Loader size="xs" aria-label="Refreshing products" />}
      </Group>
      <DataTable
        label="Products"
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(p) => p.productId}
        loading={!data && !list.isError}
        loadingLabel="Loading products"
        empty="No products found."
        minWidth={900}
      />
      {data && data.total > 0 && (
        <Group justify="space-between" mt="sm" pr={80}>
          <Text size="sm" c="dimmed">
            Showing {first}–{last} of {data.total}
          </Text>
          <Pagination
            total={pageCount(data.total, data.limit)}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      )}
      <Affix position={{ bottom: 28, right: 28 }}>
        <Tooltip label="Add Product" position="left">
          <ActionIcon
            component={Link}
            to="/admin/addproducts"
            size={56}
            radius="xl"
            variant="filled"
            aria-label="Add Product"
            style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          >
            <IconPlus size={26} />
          </ActionIcon>
        </Tooltip>
      </Affix>
      <ConfirmDialog
        opened={pending !== null}
        title="Delete product"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      >
        Delete {pending?.name} ({pending?.productId})? This cannot be undone.
      </ConfirmDialog>
      <CsvImportDialog opened={importOpen} onClose={() => setImportOpen(false)} />
    </>
  );
}

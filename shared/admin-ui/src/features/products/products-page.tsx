import { useState } from 'react';
import { Button, Group, Image, Loader, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconSearch, IconTrash, IconUpload } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import {
  formatLKR,
  gridImageUrl,
  priceLabel,
  type Product,
  type ProductSort,
} from '@wallart/domain';
import { useAdminHost } from '../../app/admin-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { idColumn, type Column } from '../../components/data-table';
import { ExportCsvButton } from '../../components/export-csv-button';
import { ListScreen } from '../../components/list-screen';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useListPage } from '../../components/use-list-page';
import { resolveImageUrl } from '../../lib/image-url';
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
  const [page, setPage] = useListPage({ sort, search });
  const [importOpen, setImportOpen] = useState(false);
  const list = useProductList({ page, limit: PRODUCTS_PAGE_SIZE, sort, search });
  const deletion = useConfirmedDelete({
    remove: useDeleteProduct(),
    idOf: (product: Product) => product.productId,
    deleted: 'Product deleted successfully',
    signInFirst: 'Please login first to delete product',
  });
  const exportCsv = useExportCsv();

  const onExport = () =>
    exportCsv.mutate(undefined, {
      onSuccess: async (csv) => {
        const day = new Date().toISOString().slice(0, 10);
        await host.saveFile(`products-${day}.csv`, csv, 'text/csv');
      },
    });

  const columns: Column<Product>[] = [
    idColumn('productId', 'Product ID', (p) => p.productId),
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
    {
      key: 'price',
      header: 'Price',
      numeric: true,
      // "from LKR …" where the sizes differ in price.
      cell: (p) => (p.sizes.length > 0 ? priceLabel(p.sizes) : formatLKR(p.price)),
    },
    {
      key: 'labeledPrice',
      header: 'Labeled Price',
      numeric: true,
      cell: (p) => formatLKR(p.labeledPrice),
    },
    { key: 'category', header: 'Category', cell: (p) => p.category },
    // The sum of every size's stock.
    { key: 'stock', header: 'Stock', numeric: true, cell: (p) => p.stock },
  ];

  const data = list.data;
  return (
    <ListScreen
      title="Product Management"
      description={data && `${data.total} products`}
      actions={
        <>
          <ExportCsvButton onClick={onExport} loading={exportCsv.isPending} />
          <Button
            variant="default"
            leftSection={<IconUpload size={16} />}
            onClick={() => setImportOpen(true)}
          >
            Import CSV
          </Button>
        </>
      }
      toolbar={
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
      }
      query={list}
      paging={{ page, onChange: setPage, showRange: true }}
      label="Products"
      columns={columns}
      rowKey={(p) => p.productId}
      loadingLabel="Loading products"
      empty="No products found."
      minWidth={900}
      rowActions={(p) => [
        {
          label: 'Edit Product',
          icon: <IconPencil size={18} />,
          onClick: () => navigate('/admin/editproducts', { state: p }),
        },
        {
          label: 'Delete Product',
          icon: <IconTrash size={18} />,
          color: 'red',
          onClick: () => void deletion.ask(p),
        },
      ]}
      addLink={{ label: 'Add Product', to: '/admin/addproducts' }}
    >
      <ConfirmDialog {...deletion.dialog} title="Delete product">
        Delete {deletion.pending?.name} ({deletion.pending?.productId})? This cannot be undone.
      </ConfirmDialog>
      <CsvImportDialog opened={importOpen} onClose={() => setImportOpen(false)} />
    </ListScreen>
  );
}

import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { refusalOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { ProductForm, type ProductFormValues } from './product-form';
import { useCreateProduct, useUploadImages } from './products.queries';

export function AddProductPage() {
  const navigate = useNavigate();
  const upload = useUploadImages();
  const create = useCreateProduct();

  const save = async ({ input, files }: ProductFormValues) => {
    try {
      const images = files.length > 0 ? await upload.mutateAsync(files) : [];
      await create.mutateAsync({ ...input, images });
      toast.success('Product added successfully');
      navigate('/admin/products');
    } catch (error) {
      toast.error('Product add failed', refusalOf(error));
    }
  };

  return (
    <>
      <PageHeader title="Add product" />
      <ProductForm
        submitLabel="Add product"
        busy={upload.isPending || create.isPending}
        onSubmit={(values) => void save(values)}
        onCancel={() => navigate('/admin/products')}
      />
    </>
  );
}

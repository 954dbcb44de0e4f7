import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { productSchema, type Product } from '@wallart/domain';
import { PageHeader } from '../../components/page-header';
import { refusalOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { DigitalFiles } from './digital-files';
import { ProductForm, type ProductFormValues } from './product-form';
import { useUpdateProduct, useUploadImages } from './products.queries';

/** SPEC §2: edits the product passed as navigation state; without one, back to the list. */
export function EditProductPage() {
  const location = useLocation();
  const parsed = productSchema.safeParse(location.state);
  const product = parsed.success ? parsed.data : null;
  return product ? <EditForm product={product} /> : <NoProductSelected />;
}

function NoProductSelected() {
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast.error('Please select a product to edit');
  }, []);
  return <Navigate to="/admin/products" replace />;
}

function EditForm({ product }: { product: Product }) {
  const navigate = useNavigate();
  const upload = useUploadImages();
  const update = useUpdateProduct();

  const save = async ({ input, files }: ProductFormValues) => {
    try {
      const images = files.length > 0 ? await upload.mutateAsync(files) : product.images;
      const { productId: _fixed, ...changes } = input;
      await update.mutateAsync({ productId: product.productId, input: { ...changes, images } });
      toast.success('Product updated successfully');
      navigate('/admin/products');
    } catch (error) {
      toast.error('Product updating failed', refusalOf(error));
    }
  };

  return (
    <>
      <PageHeader title="Edit product" description={`Product ID ${product.productId}`} />
      <ProductForm
        product={product}
        submitLabel="Save changes"
        busy={upload.isPending || update.isPending}
        onSubmit={(values) => void save(values)}
        onCancel={() => navigate('/admin/products')}
      />
      <DigitalFiles product={product} />
    </>
  );
}

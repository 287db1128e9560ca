import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  Controller,
  FormProvider,
  useForm,
  useWatch,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { CATEGORIES } from '@shared/catalog';
import {
  ZProductEdit,
  type TProductEdit,
  type TProductEditInput,
} from '@shared/schemas/product-edit';
import type { TProduct, TProductCard } from '@shared/schemas/products';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { ListSkeleton, LoadFailed } from '@web/components/ui/list-states';
import { fieldA11y, serverFieldError, toastFirstError } from '@web/lib/form-errors';
import { claimFieldsFrom, claimsResolver, type ClaimFields } from '@web/lib/spec-claims';
import { useUnitSystem } from '@web/lib/units';
import { SpecClaimsFields } from '@web/components/spec-claims-fields';
import { productQuery } from '../api';
import { useEditProduct } from '../mutations';
import { PictureStatusNote } from './picture-status-note';
import { ComplianceFields } from './compliance-fields';
import { claimRowsFrom, complianceRequest, type ClaimRow } from '../compliance-form';

/**
 * What the form holds: the request's fields, the spec claims as typed in the reader's units,
 * and the compliance claims as rows (issue 49).
 */
type EditFields = Omit<TProductEditInput, 'specs' | 'sized' | 'compliance'> &
  ClaimFields & { compliance: ClaimRow[] };

const ORDER: readonly (keyof EditFields)[] = [
  'name',
  'category',
  'price',
  'amazonUrl',
  'imageUrl',
  'description',
  'specs',
  'sized',
  'compliance',
];
const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c.id, label: c.name }));

/** The claims the product's page lists: its category's fields that have one. */
const claimsOf = (product: TProduct) =>
  Object.fromEntries(
    product.specs.flatMap((s) => (s.claimed === null ? [] : [[s.key, s.claimed]])),
  );

function EditForm({ product, onDone }: { product: TProduct; onDone: () => void }) {
  const [system] = useUnitSystem();
  // An edit sends every field the form shows: emptied, a claim is cleared (null).
  const resolver = useMemo((): Resolver<EditFields, unknown, TProductEdit> => {
    const specs = claimsResolver<EditFields, TProductEdit>(ZProductEdit, system, null);
    return (values, context, options) =>
      specs(
        { ...values, compliance: complianceRequest(values.compliance) as never },
        context,
        options,
      );
  }, [system]);
  const form = useForm<EditFields, unknown, TProductEdit>({
    resolver,
    defaultValues: {
      name: product.name,
      category: product.category,
      price: product.price.toFixed(2),
      amazonUrl: product.amazonUrl ?? '',
      imageUrl: product.imageUrl ?? '',
      description: product.description,
      ...claimFieldsFrom(claimsOf(product), product.fit?.sized ?? null, system),
      compliance: claimRowsFrom(product.compliance),
    },
  });
  const { register, handleSubmit, control, formState, setError } = form;
  const errors = formState.errors;
  const category = useWatch({ control, name: 'category' });
  const mutation = useEditProduct(product.id, {
    onSuccess: () => {
      toast.success('Product updated');
      onDone();
    },
    onError: (err) => {
      // The server's message, word for word, under the field it names (`specs.weight`).
      const refused = serverFieldError(err);
      if (refused) setError(refused.field as Path<EditFields>, { message: refused.message });
    },
  });
  const field = (name: keyof EditFields & string) => fieldA11y('edit-product', errors, name);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={handleSubmit((v) => mutation.mutate(v), toastFirstError<EditFields>(ORDER))}
        className="space-y-4"
      >
        <div className="space-y-1.5">
          <Label htmlFor="edit-product-name">Name</Label>
          <Input {...field('name')} {...register('name')} />
          <FieldError id="edit-product-name-error" message={errors.name?.message} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor="edit-product-category">Category</Label>
            <Controller
              control={control}
              name="category"
              render={({ field: f }) => (
                <Select
                  id="edit-product-category"
                  ref={f.ref}
                  value={f.value || undefined}
                  onValueChange={f.onChange}
                  options={CATEGORY_OPTIONS}
                  aria-invalid={Boolean(errors.category)}
                />
              )}
            />
            <FieldError id="edit-product-category-error" message={errors.category?.message} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="edit-product-price">Price ($)</Label>
            <Input
              type="number"
              step="0.01"
              min="0.01"
              inputMode="decimal"
              {...field('price')}
              {...register('price')}
            />
            <FieldError id="edit-product-price-error" message={errors.price?.message} />
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="edit-product-amazonUrl">Amazon URL (optional)</Label>
          <Input type="url" {...field('amazonUrl')} {...register('amazonUrl')} />
          <FieldError id="edit-product-amazonUrl-error" message={errors.amazonUrl?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="edit-product-imageUrl">Image URL (optional)</Label>
          <Input type="url" {...field('imageUrl')} {...register('imageUrl')} />
          <FieldError id="edit-product-imageUrl-error" message={errors.imageUrl?.message} />
          <PictureStatusNote productId={product.id} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="edit-product-description">Description</Label>
          <Textarea rows={5} {...field('description')} {...register('description')} />
          <FieldError id="edit-product-description-error" message={errors.description?.message} />
        </div>
        <SpecClaimsFields prefix="edit-product" category={category} system={system} />
        <ComplianceFields prefix="edit-product" />
        <DialogActions label="Save" busyLabel="Saving..." busy={mutation.isPending} />
      </form>
    </FormProvider>
  );
}

/**
 * The form opens on the product as its own page reads it: the admin's list holds cards, which
 * carry no description or links.
 */
function LoadedEditForm({ id, onDone }: { id: string; onDone: () => void }) {
  const { data, isPending, isError, refetch } = useQuery(productQuery(id));
  if (isPending) return <ListSkeleton rows={4} rowClassName="h-10" />;
  if (isError) {
    return (
      <LoadFailed retry={() => void refetch()}>We couldn&apos;t load this product.</LoadFailed>
    );
  }
  return <EditForm product={data} onDone={onDone} />;
}

/** SPEC §2 Admin, Products: the edit dialog, with the submission rules. */
export function ProductEditDialog({
  product,
  onOpenChange,
}: {
  product: TProductCard | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={Boolean(product)} onOpenChange={onOpenChange}>
      {product ? (
        <DialogContent title="Edit product" maxWidth="2xl">
          <LoadedEditForm id={product.id} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

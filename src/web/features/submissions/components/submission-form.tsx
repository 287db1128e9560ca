import { useEffect, useMemo, useRef } from 'react';
import { Controller, FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { parseAmazonProductUrl } from '@shared/amazon-url';
import { CATEGORIES } from '@shared/catalog';
import { PRODUCT_DESCRIPTION_MAX } from '@shared/limits';
import { SPEC_KEYS, toShown, type SpecKey } from '@shared/specs';
import {
  SUBMISSION_MSG,
  ZSubmissionRequest,
  type TAmazonDetails,
  type TSubmissionInput,
  type TSubmissionRequest,
} from '@shared/schemas/submissions';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { FieldError, Input, Label, Textarea } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { ApiError } from '@web/lib/api';
import { fieldA11y, serverFieldError, toastFirstError } from '@web/lib/form-errors';
import { useDebounced } from '@web/lib/use-debounced';
import {
  claimFieldsFrom,
  claimKeysOf,
  claimsResolver,
  type ClaimFields,
} from '@web/lib/spec-claims';
import { useUnitSystem } from '@web/lib/units';
import { SpecClaimsFields } from '@web/components/spec-claims-fields';
import { useSubmitProduct } from '../mutations';
import { AmazonLinkStatus, useAmazonLink } from './amazon-link-status';
import { ImagePreview } from './image-preview';

/** What the form holds: the request's fields, the claims as typed in the reader's units. */
type SubmitFields = Omit<TSubmissionInput, 'specs' | 'sized'> & ClaimFields;
type Field = keyof SubmitFields;
const ORDER: readonly Field[] = [
  'amazonUrl',
  'name',
  'category',
  'price',
  'imageUrl',
  'description',
  'specs',
  'sized',
];
const EMPTY = {
  amazonUrl: '',
  name: '',
  category: '',
  price: '',
  imageUrl: '',
  description: '',
};
const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c.id, label: c.name }));
const AUTO_FILLED: ('name' | 'imageUrl' | 'description')[] = ['name', 'imageUrl', 'description'];

/** SPEC §2 Submit product, signed in: the form. Unverified members see why they cannot send it. */
export default function SubmissionForm({ emailVerified }: { emailVerified: boolean }) {
  const navigate = useNavigate();
  const [system] = useUnitSystem();
  // A claim left empty is none: it is left out of the request.
  const resolver = useMemo(
    () => claimsResolver<SubmitFields, TSubmissionRequest>(ZSubmissionRequest, system, undefined),
    [system],
  );
  const form = useForm<SubmitFields, unknown, TSubmissionRequest>({
    resolver,
    defaultValues: { ...EMPTY, ...claimFieldsFrom({}, null, system) },
  });
  const { register, handleSubmit, control, formState, getValues, setValue, setError } = form;
  const errors = formState.errors;

  // Once the pasted link is an Amazon product page, look it up (duplicates, auto-fill).
  const typedUrl = useDebounced(useWatch({ control, name: 'amazonUrl' }) ?? '', 400);
  const canonical = emailVerified ? (parseAmazonProductUrl(typedUrl)?.canonicalUrl ?? null) : null;
  const link = useAmazonLink(canonical);
  // What the auto-fill last wrote: a field still holding it belongs to the link, not the member.
  const written = useRef<Partial<Omit<TAmazonDetails, 'specs'>>>({});
  // Likewise each maker's figure, as the form shows it.
  const writtenSpecs = useRef<Partial<Record<SpecKey, string>>>({});
  // Undefined while a new link is looked up (or there is none), null when Amazon said nothing.
  const details = link.details.data;
  useEffect(() => {
    for (const key of AUTO_FILLED) {
      const current = String(getValues(key) ?? '').trim();
      const ours = written.current[key] !== undefined && current === written.current[key];
      if (current !== '' && !ours) continue; // typed by the member: never touched
      const value = details?.[key];
      if (value) {
        setValue(key, value, { shouldDirty: true });
        written.current[key] = value;
      } else if (ours) {
        // An earlier link's details must not travel with this one.
        setValue(key, '', { shouldDirty: true });
        delete written.current[key];
      }
    }
    for (const key of SPEC_KEYS) {
      const current = getValues(`specs.${key}`).trim();
      const ours = writtenSpecs.current[key] !== undefined && current === writtenSpecs.current[key];
      if (current !== '' && !ours) continue;
      const base = details?.specs[key];
      if (base !== undefined) {
        const shown = String(toShown(key, base, system).value);
        setValue(`specs.${key}`, shown, { shouldDirty: true });
        writtenSpecs.current[key] = shown;
      } else if (ours) {
        setValue(`specs.${key}`, '', { shouldDirty: true });
        delete writtenSpecs.current[key];
      }
    }
  }, [details, getValues, setValue, system]);
  // The note names the fields that still hold what Amazon said.
  const watched = useWatch({ control, name: AUTO_FILLED });
  const category = useWatch({ control, name: 'category' });
  const specs = useWatch({ control, name: 'specs' });
  const filled: (keyof TAmazonDetails)[] = AUTO_FILLED.filter(
    (key, i) => details?.[key] && watched[i] === details[key],
  );
  // The figures count once one the form shows still holds what Amazon said.
  const specsFilled = claimKeysOf(category).some((key) => {
    const base = details?.specs[key];
    return base !== undefined && specs?.[key] === String(toShown(key, base, system).value);
  });
  if (specsFilled) filled.push('specs');

  const mutation = useSubmitProduct({
    onSuccess: () => {
      toast.success('Product submitted!', {
        description: 'Your product submission is pending admin approval.',
      });
      navigate(paths.profileTab('submissions'));
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 401) navigate(paths.auth);
      const refused = serverFieldError(err);
      if (refused) setError(refused.field as Path<SubmitFields>, { message: refused.message });
    },
  });

  const field = (name: Field) => fieldA11y('submit', errors, name);
  const descriptionLength = useWatch({ control, name: 'description' })?.length ?? 0;
  const imageUrl = useWatch({ control, name: 'imageUrl' }) ?? '';

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={handleSubmit((v) => mutation.mutate(v), toastFirstError<SubmitFields>(ORDER))}
        className="space-y-5"
      >
        <div className="space-y-1.5">
          <Label htmlFor="submit-amazonUrl">Amazon URL</Label>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://www.amazon.com/dp/…"
            {...field('amazonUrl')}
            {...register('amazonUrl')}
          />
          <p className="text-sm text-muted-foreground">
            Paste the product&apos;s Amazon link first: we fill in what Amazon tells us.
          </p>
          <FieldError id="submit-amazonUrl-error" message={errors.amazonUrl?.message} />
          <AmazonLinkStatus link={link} filled={filled} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="submit-name">Product Name</Label>
          <Input {...field('name')} {...register('name')} />
          <FieldError id="submit-name-error" message={errors.name?.message} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor="submit-category">Category</Label>
            <Controller
              control={control}
              name="category"
              render={({ field: f }) => (
                <Select
                  id="submit-category"
                  ref={f.ref}
                  aria-invalid={Boolean(errors.category)}
                  aria-describedby={errors.category ? 'submit-category-error' : undefined}
                  value={f.value || undefined}
                  onValueChange={f.onChange}
                  options={CATEGORY_OPTIONS}
                  placeholder="Select a category"
                />
              )}
            />
            <FieldError id="submit-category-error" message={errors.category?.message} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="submit-price">Price ($)</Label>
            <Input
              inputMode="decimal"
              placeholder="0.00"
              {...field('price')}
              {...register('price')}
            />
            <FieldError id="submit-price-error" message={errors.price?.message} />
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="submit-imageUrl">Image URL (optional)</Label>
          <Input type="url" inputMode="url" {...field('imageUrl')} {...register('imageUrl')} />
          <FieldError id="submit-imageUrl-error" message={errors.imageUrl?.message} />
          <ImagePreview url={String(imageUrl)} />
        </div>
        <div className="space-y-1.5">
          <div className="flex justify-between">
            <Label htmlFor="submit-description">Description</Label>
            <span
              className={
                descriptionLength > PRODUCT_DESCRIPTION_MAX
                  ? 'text-sm text-destructive'
                  : 'text-sm text-muted-foreground'
              }
            >
              {descriptionLength}/{PRODUCT_DESCRIPTION_MAX}
            </span>
          </div>
          <Textarea rows={6} {...field('description')} {...register('description')} />
          <FieldError id="submit-description-error" message={errors.description?.message} />
        </div>
        <SpecClaimsFields prefix="submit" category={category || undefined} system={system} />
        {emailVerified ? null : (
          <p role="alert" className="rounded-md bg-muted p-3 text-sm">
            {SUBMISSION_MSG.verify}
          </p>
        )}
        <Button
          type="submit"
          disabled={mutation.isPending || !emailVerified}
          className="w-full sm:w-auto"
        >
          {mutation.isPending ? 'Submitting...' : 'Submit Product'}
        </Button>
      </form>
    </FormProvider>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert, Button, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { isApiError } from '@wallart/domain/api-client';
import { isSizeInStock, type Product } from '@wallart/domain/rules';
import { loadRuleTexts, ruleText } from '../../i18n/catalogues';
import { useT } from '../../i18n/i18n';
import { messageOf } from '../../lib/errors';
import { useToken } from '../../lib/session';
import { useCurrentUser } from '../../lib/shared-queries';
import { useRestockRequest } from './wishlist.queries';

/**
 * "Tell me when it's back": for a print with a sold-out size, anyone leaves an address and
 * gets one mail when staff restock that size. The address is filled in for a signed-in
 * shopper; the server's answer is shown under the form.
 */
export function BackInStockForm({
  product,
  chosenSize,
}: {
  product: Product;
  /** The size the page shows, asked about first when it is sold out. */
  chosenSize?: string | undefined;
}) {
  const soldOut = product.sizes.filter((size) => !isSizeInStock(size)).map((s) => s.size);
  const token = useToken();
  const t = useT();
  const { data: user } = useCurrentUser(Boolean(token));
  const [typed, setEmail] = useState<string | null>(null);
  const [size, setSize] = useState(
    chosenSize && soldOut.includes(chosenSize) ? chosenSize : (soldOut[0] ?? ''),
  );
  const request = useRestockRequest(product.productId);
  if (soldOut.length === 0) return null;
  const email = typed ?? user?.email ?? '';
  const emailError =
    isApiError(request.error) && request.error.errors.find((e) => e.path === 'email')?.message;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The answer's words, in the page's language, load beside the request.
    Promise.all([loadRuleTexts(), request.mutateAsync({ email, size })]).catch(() => undefined);
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby="back-in-stock-title" noValidate>
      <Stack
        gap="sm"
        p="md"
        bg="white"
        style={{ borderRadius: 4, border: '1px solid var(--mantine-color-ink-1)' }}
      >
        <Title order={2} fz="lg" id="back-in-stock-title">
          {t('product.backTitle')}
        </Title>
        <Text fz="sm" c="ink.7">
          {soldOut.length === 1
            ? t('product.backOne', { size: soldOut[0] ?? '' })
            : soldOut.length === product.sizes.length
              ? t('product.backEvery')
              : t('product.backSome')}
        </Text>
        {soldOut.length > 1 && (
          <NativeSelect
            label={t('product.size')}
            data={soldOut}
            value={size}
            onChange={(event) => setSize(event.currentTarget.value)}
            size="md"
          />
        )}
        <TextInput
          label={t('product.backEmail')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={emailError || undefined}
          size="md"
        />
        <Button
          type="submit"
          variant="outline"
          leftSection={<IconBell size={18} aria-hidden="true" />}
          loading={request.isPending}
          h={44}
        >
          {t('product.backTitle')}
        </Button>
        <div role="status">
          {request.isSuccess && (
            <Text fz="sm" c="teal.9">
              {ruleText(request.data.message) ?? request.data.message}
            </Text>
          )}
        </div>
        {request.isError && !emailError && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(request.error, t('product.backFailed'))}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

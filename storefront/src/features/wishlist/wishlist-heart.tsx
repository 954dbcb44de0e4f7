import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPathFor, type Product } from '@wallart/domain/rules';
import { useT } from '../../i18n/i18n';
import { messageOf } from '../../lib/errors';
import { useToken } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useToggleWishlist, useWishlist } from './wishlist.queries';

/**
 * The heart on a card and on the product page: a toggle button (`aria-pressed`) that saves the
 * print to the shopper's wishlist or takes it off. Signed out, it goes to the login page,
 * which comes back here after.
 */
export function WishlistHeart({
  product,
  className,
  variant = 'white',
}: {
  product: Product;
  className?: string;
  variant?: 'white' | 'default';
}) {
  const token = useToken();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { data } = useWishlist(Boolean(token));
  const toggle = useToggleWishlist();
  const t = useT();
  const saved = data?.items.some((p) => p.productId === product.productId) ?? false;

  const onClick = () => {
    if (!token) {
      navigate(loginPathFor(pathname + search));
      return;
    }
    toggle.mutate(
      { product, save: !saved },
      {
        onSuccess: () => toast.success(saved ? t('card.unsaved') : t('card.saved')),
        onError: (error) => toast.error(messageOf(error, t('card.saveFailed'))),
      },
    );
  };

  return (
    <ActionIcon
      variant={variant}
      color={saved ? 'accent' : 'ink'}
      size={44}
      radius="xl"
      className={className}
      aria-label={t('card.save', { name: product.name })}
      aria-pressed={saved}
      title={saved ? t('card.saved') : t('card.saveTitle')}
      onClick={onClick}
    >
      {saved ? (
        <IconHeartFilled size={20} aria-hidden="true" />
      ) : (
        <IconHeart size={20} stroke={1.6} aria-hidden="true" />
      )}
    </ActionIcon>
  );
}

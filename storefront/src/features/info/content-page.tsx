import { Box, Container, Loader } from '@mantine/core';
import type { ContentKey } from '@wallart/domain/rules';
import { PageHeader } from '../../components/page-header';
import { useT } from '../../i18n/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { useShopText } from './content.queries';
import { ShopMarkdown, splitIntro } from './shop-markdown';

export { AboutPage } from './about-page';
export { FaqPage } from './faq-page';

interface ContentPageProps {
  contentKey: ContentKey;
  title: string;
  description: string;
}

/**
 * A static page the owner writes in the admin's Content screen (PRODUCT §16): the text before
 * its first heading under the title, then its sections. Every page the owner writes is in
 * this module, the one the server names for a drawn content page.
 */
function ContentPage({ contentKey, title, description }: ContentPageProps) {
  const t = useT();
  usePageMeta(title, description);
  const text = useShopText(contentKey);
  const { intro, body } = splitIntro(text ?? '');
  return (
    <>
      <PageHeader title={title} intro={intro ? <ShopMarkdown text={intro} inline /> : undefined} />
      <Container size="md">
        {text === undefined ? (
          <Loader aria-label={t('content.loading')} />
        ) : (
          <Box mt={-40}>
            <ShopMarkdown text={body} />
          </Box>
        )}
      </Container>
    </>
  );
}

export function ReturnsPage() {
  const t = useT();
  return (
    <ContentPage
      contentKey="returns"
      title={t('content.returns')}
      description={t('content.returnsDescription')}
    />
  );
}

export function ShippingPage() {
  const t = useT();
  return (
    <ContentPage
      contentKey="shipping"
      title={t('content.shipping')}
      description={t('content.shippingDescription')}
    />
  );
}

/** Its "Last updated" line is the text's first line; SPEC's placeholders stay as written. */
export function PrivacyPage() {
  const t = useT();
  return (
    <ContentPage
      contentKey="privacy"
      title={t('nav.privacy')}
      description={t('privacy.description')}
    />
  );
}

export function TermsPage() {
  const t = useT();
  return (
    <ContentPage contentKey="terms" title={t('nav.terms')} description={t('terms.description')} />
  );
}

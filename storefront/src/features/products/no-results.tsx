import { lazy, Suspense } from 'react';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CATEGORIES } from '@wallart/domain/rules';
import { loadSections } from '../../i18n/catalogues';
import { useT } from '../../i18n/i18n';

// Only a search that found nothing needs the request form, so its code loads then.
// The form's texts are the home page's section: they load with it here too.
const CustomArtForm = lazy(() =>
  Promise.all([import('../inbox/custom-art-form'), loadSections(['home'])]).then(([m]) => ({
    default: m.CustomArtForm,
  })),
);

interface NoResultsProps {
  /** The search that found nothing, if it was one. */
  search: string;
  /** Whether filters narrowed the list; they can be cleared from here. */
  filtered: boolean;
  onClearFilters: () => void;
}

/**
 * An empty list with a way on: SPEC's "No products found.", what was looked for, the filters to
 * clear, the categories, and the custom-art form for a piece the shop does not have (PRODUCT §16).
 */
export function NoResults({ search, filtered, onClearFilters }: NoResultsProps) {
  const t = useT();
  return (
    <Stack gap="xl" py={48} align="center">
      <Stack gap="xs" align="center" maw={560}>
        <Text fz="lg" fw={500}>
          {t('list.none')}
        </Text>
        <Text ta="center" c="ink.6">
          {search ? t('noMatch.searched', { search }) : t('noMatch.filtered')}
        </Text>
        {filtered && (
          <Button variant="default" onClick={onClearFilters}>
            {t('filters.clear')}
          </Button>
        )}
      </Stack>
      <Box component="nav" aria-labelledby="no-results-categories" ta="center">
        <Title order={2} fz="h4" id="no-results-categories" mb="sm">
          {t('list.noneCategories')}
        </Title>
        <Group gap="sm" justify="center">
          {CATEGORIES.map((category) => (
            <Button
              key={category}
              component={Link}
              to={`/products/${encodeURIComponent(category)}`}
              variant="light"
            >
              {t(`category.${category}`)}
            </Button>
          ))}
          <Button component={Link} to="/products" variant="subtle">
            {t('list.noneAll')}
          </Button>
        </Group>
      </Box>
      <Stack gap="sm" w="100%" align="center">
        <Title order={2} fz="h4" ta="center">
          {t('noMatch.customTitle')}
        </Title>
        <Text ta="center" c="ink.6" maw={560}>
          {t('noMatch.customText')}
        </Text>
        <Suspense fallback={null}>
          <CustomArtForm />
        </Suspense>
      </Stack>
    </Stack>
  );
}

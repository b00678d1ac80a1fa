import { Anchor } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';

export function BrandLink() {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to="/"
      aria-label={t('home_link_label')}
      fw={800}
      fz="xl"
      c="var(--mantine-color-text)"
      underline="never"
    >
      {t('brand')}
    </Anchor>
  );
}

import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';

/**
 * A page or section still loading: a status that says so in words. The spinner itself is hidden
 * from assistive technology (Mantine's Loader is a plain element, where an aria-label is not
 * permitted: axe's aria-prohibited-attr).
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-hidden />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}

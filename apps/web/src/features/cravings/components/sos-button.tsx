import { Button } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { Link, useLocation } from '@/lib/router';

/**
 * P7: one tap from every participant page to the craving ride-out; it sits at the bottom right
 * where a thumb reaches it on a phone, and hides on the ride-out itself.
 */
export function SosButton() {
  const { t } = useTranslation('cravings');
  const { pathname } = useLocation();
  if (pathname === pageRoutes.participantCraving) return null;
  return (
    <>
      {/* Room below the page's last line, so the floating button never covers it. */}
      <div style={{ height: 72 }} aria-hidden="true" />
      <Button
        component={Link}
        to={pageRoutes.participantCraving}
        color="red.8"
        radius="xl"
        size="md"
        data-testid="sos-button"
        style={{
          position: 'fixed',
          right: 'max(16px, env(safe-area-inset-right))',
          bottom: 'max(16px, env(safe-area-inset-bottom))',
          zIndex: 150,
        }}
      >
        {t('sos')}
      </Button>
    </>
  );
}
